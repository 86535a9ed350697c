/**
 * The offline basemap: land, sea and country borders from Natural Earth (public domain, via
 * world-atlas), as vector tiles that `scripts/build-basemap.mjs` writes to public/map/tiles, served
 * as static files (open sea: 204, drawn as the background). No tile server; its place
 * names come from our own files too (labelled-style.ts). `mapStyle` prefers a real style when
 * `PUBLIC_MAP_STYLE_URL` is set at build time: that style brings its own labels.
 */
import type { StyleSpecification } from 'maplibre-gl';
import type { Language } from '@/lib/i18n/languages';
import { withLabels } from './labelled-style';
import { tilesUrl } from './tiles-url';
import { labelPaint } from './place-labels';

export type MapTheme = 'light' | 'dark';

const palettes = {
  light: { sea: '#cfe0ee', land: '#f4f2ec', border: '#a7a39a' },
  dark: { sea: '#101a2b', land: '#1f2937', border: '#4b5563' },
} as const satisfies Record<MapTheme, { sea: string; land: string; border: string }>;

const attribution = 'Natural Earth';

/** The deepest zoom with tiles (scripts/build-basemap.mjs): deeper zooms slice its tiles. */
const tilesMaxZoom = 5;

/** The paint that differs between the themes, per layer id: a theme switch sets just these. */
export function themePaint(theme: MapTheme): Record<string, Record<string, string>> {
  const colours = palettes[theme];
  return {
    sea: { 'background-color': colours.sea },
    land: { 'fill-color': colours.land },
    borders: { 'line-color': colours.border },
    ...labelPaint(theme),
  };
}

export function baseStyle(theme: MapTheme): StyleSpecification {
  const colours = palettes[theme];
  return {
    version: 8,
    name: `tovar-offline-${theme}`,
    sources: {
      basemap: { type: 'vector', tiles: [tilesUrl('tiles')], minzoom: 0, maxzoom: tilesMaxZoom, attribution },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': colours.sea } },
      {
        id: 'land',
        type: 'fill',
        source: 'basemap',
        'source-layer': 'land',
        paint: { 'fill-color': colours.land, 'fill-antialias': false },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'basemap',
        'source-layer': 'borders',
        paint: { 'line-color': colours.border, 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 8, 1.5] },
      },
    ],
  };
}

/** What the offline basemap labels: `false` draws the basemap alone (the render bench's baseline). */
export type MapLabels = { lang: Language } | false;

/** The configured style URL, if any: it replaces the offline basemap and its labels. */
export function hostedStyleUrl(): string | undefined {
  const url: string | undefined = import.meta.env.PUBLIC_MAP_STYLE_URL;
  return url || undefined;
}

/** The style a map loads: the configured style URL if any, else the offline basemap in the theme. */
export function mapStyle(theme: MapTheme, labels: MapLabels = false): StyleSpecification | string {
  const url = hostedStyleUrl();
  if (url) return url;
  return labels ? withLabels(baseStyle(theme), theme, labels.lang) : baseStyle(theme);
}
