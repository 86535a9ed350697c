/**
 * `npm exec -- tsx scripts/build-place-tiles.ts`: writes the offline basemap's place names as vector
 * tiles (public/map/places/{z}/{x}/{y}.pbf, one `places` layer) from public/map/places.json, with each
 * town's name in every language and its tier (src/client/map/place-labels.ts). Run after
 * build-places.mjs; the output is committed. Zooms 3–7 (`placesMinZoom`, `placesMaxZoom`): a zoom's
 * tiles hold the tiers drawn below the next zoom (the largest towns from zoom 3), and zoom 7's hold every
 * town, sliced by the map beyond it. Pre-built, they spare every map load the browser's own tiling of
 * 5,000 places and writing each tile out again (~0.3 s of CPU a load here).
 */
import fs from 'node:fs';
import { placeFeatures, placeTiers, placesMinZoom, placesMaxZoom } from '../src/client/map/place-labels';
import type { Places } from '../src/lib/places/places';
import { writeVectorTiles } from './vector-tiles.mjs';

const places = JSON.parse(fs.readFileSync('public/map/places.json', 'utf8')) as Places;
const towns = placeFeatures(places);
const { tiles, bytes } = writeVectorTiles(new URL('../public/map/places/', import.meta.url), {
  minZoom: placesMinZoom,
  maxZoom: placesMaxZoom,
  layersAt: (z: number) => ({
    places: {
      ...towns,
      features: z === placesMaxZoom ? towns.features : towns.features.filter((f) => placeTiers[f.properties.tier]!.minzoom < z + 1),
    },
  }),
});
console.log(`public/map/places: ${tiles} tiles, zooms ${placesMinZoom}–${placesMaxZoom}, ${Math.round(bytes / 1024)} KB`);
