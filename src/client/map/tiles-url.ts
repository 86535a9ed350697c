/**
 * The URL template of the vector tiles in public/map/`folder` (scripts/build-basemap.mjs,
 * scripts/build-place-tiles.ts), absolute: MapLibre's worker fetches them, and a path alone would
 * resolve against the worker's script. Not built with `URL`, which would escape `{z}`.
 */
export const tilesUrl = (folder: 'tiles' | 'places') =>
  `${typeof location === 'undefined' ? '' : location.origin}/map/${folder}/{z}/{x}/{y}.pbf`;
