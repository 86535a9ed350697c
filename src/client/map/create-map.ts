/**
 * A MapLibre map on the offline basemap (or `PUBLIC_MAP_STYLE_URL`). MapLibre (~300 KB gzip) and its
 * CSS load on demand, so only pages that draw a map pay for them. Its worker is served as our own
 * hashed asset (same origin: CSP `worker-src 'self'`), not guessed from the bundle's location.
 */
import type { Map as MapLibreMap } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { hostedStyleUrl, mapStyle, themePaint, type MapLabels, type MapTheme } from './base-style';
import { followLabelLanguage, pageLanguage } from './label-language';
import { followLanguage, mapLocale } from './map-locale';

export interface CreateMapOptions {
  theme: MapTheme;
  /** [longitude, latitude]; Central Europe when left out. */
  center?: [number, number];
  zoom?: number;
}

/**
 * MapLibre's CSS as a <style> element (the CSP allows inline styles): the build inlines page CSS, so
 * a stylesheet that only a dynamic import needs would not be emitted as a file.
 */
function addStylesOnce(css: string): void {
  if (document.getElementById('maplibre-css')) return;
  const style = document.createElement('style');
  style.id = 'maplibre-css';
  style.textContent = css;
  document.head.append(style);
}

/**
 * The offline basemap's labels (none under a hosted style). `window.__mapWithoutLabels` is
 * bench/live-render's baseline: the basemap alone.
 */
function mapLabels(): MapLabels {
  if (hostedStyleUrl() || (globalThis as { __mapWithoutLabels?: boolean }).__mapWithoutLabels) return false;
  return { lang: pageLanguage() };
}

export async function createMap(container: HTMLElement, options: CreateMapOptions): Promise<MapLibreMap> {
  const [maplibre, css, controlsCss] = await Promise.all([
    import('maplibre-gl'),
    import('maplibre-gl/dist/maplibre-gl.css?inline'),
    import('./map-controls.css?inline'),
  ]);
  const labels = mapLabels();
  addStylesOnce(css.default + controlsCss.default);
  maplibre.setWorkerUrl(workerUrl);
  const map = new maplibre.Map({
    container,
    style: mapStyle(options.theme, labels),
    center: options.center ?? [16, 46],
    zoom: options.zoom ?? 4,
    attributionControl: { compact: false },
    // Arrow keys pan, +/- zoom once the map has focus (MapLibre's keyboard handler).
    keyboard: true,
    renderWorldCopies: false,
    fadeDuration: 0,
    // Its controls' titles and the canvas's name, in the page's language.
    locale: mapLocale(),
  });
  followLanguage(map, () => [new maplibre.NavigationControl({ showCompass: false })]);
  if (labels) followLabelLanguage(map);
  return map;
}

/**
 * Recolours the offline basemap for the other theme in place (custom layers stay). A configured
 * style URL has one look and is left as it is.
 */
export function setMapTheme(map: MapLibreMap, theme: MapTheme): void {
  if (hostedStyleUrl()) return;
  for (const [layer, paint] of Object.entries(themePaint(theme))) {
    if (!map.getLayer(layer)) continue;
    for (const [property, value] of Object.entries(paint)) map.setPaintProperty(layer, property as 'fill-color', value);
  }
}
