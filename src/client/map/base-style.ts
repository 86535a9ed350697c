/**
 * The offline basemap: land, sea and country borders from Natural Earth (public domain, via
 * world-atlas; `scripts/build-basemap.mjs` writes public/map/*.json). No tile server, no glyphs:
 * it has no labels. `mapStyle` prefers a real style when `PUBLIC_MAP_STYLE_URL` is set at build time.
 */
import type { StyleSpecification } from 'maplibre-gl';

export type MapTheme = 'light' | 'dark';

const palettes = {
  light: { sea: '#cfe0ee', land: '#f4f2ec', border: '#a7a39a' },
  dark: { sea: '#101a2b', land: '#1f2937', border: '#4b5563' },
} as const satisfies Record<MapTheme, { sea: string; land: string; border: string }>;

const attribution = 'Natural Earth';

/** The worker fetches GeoJSON: give it an absolute URL (a path alone resolves against the worker's script). */
const fileUrl = (path: string) => (typeof location === 'undefined' ? path : new URL(path, location.origin).href);

/** The paint that differs between the themes, per layer id: a theme switch sets just these. */
export function themePaint(theme: MapTheme): Record<string, Record<string, string>> {
  const colours = palettes[theme];
  return { sea: { 'background-color': colours.sea }, land: { 'fill-color': colours.land }, borders: { 'line-color': colours.border } };
}

export function baseStyle(theme: MapTheme): StyleSpecification {
  const colours = palettes[theme];
  return {
    version: 8,
    name: `tovar-offline-${theme}`,
    sources: {
      land: { type: 'geojson', data: fileUrl('/map/land.json'), attribution },
      borders: { type: 'geojson', data: fileUrl('/map/borders.json'), attribution },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': colours.sea } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': colours.land, 'fill-antialias': false } },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: { 'line-color': colours.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.5] },
      },
    ],
  };
}

/** The style a map loads: the configured style URL if any, else the offline basemap in the theme. */
export function mapStyle(theme: MapTheme): StyleSpecification | string {
  const url: string | undefined = import.meta.env.PUBLIC_MAP_STYLE_URL;
  return url ? url : baseStyle(theme);
}
