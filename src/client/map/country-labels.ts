/**
 * Country names for the offline basemap's lowest zooms: one hand-placed point per country (inside
 * its largest part, clear of its neighbours' names), the name from Intl.DisplayNames in the page's
 * language, so no data file and no translations of our own.
 */
import type { FeatureCollection, Point } from 'geojson';
import { languageTags, type Language } from '@/lib/i18n/languages';

/** ISO 3166 code → [longitude, latitude] of the name. */
const countryLabelPoints: Record<string, [number, number]> = {
  AL: [20.0, 41.1],
  AT: [14.4, 47.6],
  BA: [17.8, 44.3],
  BE: [4.6, 50.6],
  BG: [25.2, 42.7],
  BY: [28.0, 53.5],
  CH: [8.1, 46.8],
  CZ: [15.4, 49.8],
  DE: [10.4, 51.2],
  DK: [9.2, 56.1],
  EE: [25.8, 58.7],
  ES: [-3.6, 40.2],
  FI: [26.0, 63.0],
  FR: [2.4, 46.8],
  GB: [-1.8, 52.8],
  GR: [22.0, 39.4],
  HR: [15.6, 45.4],
  HU: [19.4, 47.1],
  IE: [-8.0, 53.2],
  IT: [12.6, 42.9],
  LT: [24.0, 55.3],
  LV: [25.6, 56.9],
  MD: [28.5, 47.3],
  ME: [19.3, 42.8],
  MK: [21.7, 41.6],
  NL: [5.7, 52.3],
  NO: [9.0, 61.5],
  PL: [19.4, 52.1],
  PT: [-8.0, 39.7],
  RO: [24.9, 45.9],
  RS: [20.8, 44.0],
  RU: [38.0, 55.5],
  SE: [15.5, 62.0],
  SI: [14.8, 46.1],
  SK: [19.6, 48.7],
  TR: [33.0, 39.3],
  UA: [31.2, 49.0],
  XK: [20.9, 42.6],
};

/** The country points as GeoJSON, each named in `lang`. */
export function countryFeatures(lang: Language): FeatureCollection<Point, { name: string }> {
  const names = new Intl.DisplayNames([languageTags[lang], 'en'], { type: 'region' });
  return {
    type: 'FeatureCollection',
    features: Object.entries(countryLabelPoints).map(([code, coordinates]) => ({
      type: 'Feature',
      properties: { name: names.of(code) ?? code },
      geometry: { type: 'Point', coordinates },
    })),
  };
}
