/**
 * Place names on the offline basemap (issue 29): towns from public/map/places.json (GeoNames, CC BY
 * 4.0, credited in the attribution control), as vector tiles that scripts/build-place-tiles.ts writes
 * to public/map/places (`placeFeatures`), in tiers by population, more as one zooms in, and
 * country names at low zoom. The labels are part of the style, so the layers the islands add later
 * (vehicle points, tracks) draw above them; vehicles are picked by position, not by rendered
 * feature, so a label never takes a click. Serbian Cyrillic reads `nameCyrl`; Serbian Latin, Bosnian,
 * German and Spanish their own names for the largest foreign cities; the rest the GeoNames name.
 */
import type { ExpressionSpecification, SymbolLayerSpecification, VectorSourceSpecification } from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import type { Language } from '@/lib/i18n/languages';
import { latinExonym } from '@/lib/places/place-name';
import { placeAt, type Places } from '@/lib/places/places';
import { labelFont } from './map-fonts';
import type { MapTheme } from './base-style';
import { tilesUrl } from './tiles-url';

const placesAttribution = '<a href="https://www.geonames.org/">GeoNames</a> (CC BY 4.0)';

/** Largest first: the population a town needs for the tier, the zoom it appears at, its text size. */
export const placeTiers = [
  { population: 500_000, minzoom: 3, size: 14 },
  { population: 100_000, minzoom: 5, size: 13 },
  { population: 25_000, minzoom: 7, size: 12 },
  { population: 5_000, minzoom: 8.5, size: 11.5 },
  { population: 1_000, minzoom: 10, size: 11 },
] as const;

const palettes = {
  light: { place: '#1f2937', country: '#6b7280', halo: '#ffffff' },
  dark: { place: '#f3f4f6', country: '#9ca3af', halo: '#0b1220' },
} as const satisfies Record<MapTheme, { place: string; country: string; halo: string }>;

/** The zooms with place tiles: from the largest towns' tier; the deepest holds every town. */
export const placesMinZoom = 3;
export const placesMaxZoom = 7;

/** The towns' tiles, credited to GeoNames. */
export function placesSource(): VectorSourceSpecification {
  return { type: 'vector', tiles: [tilesUrl('places')], minzoom: placesMinZoom, maxzoom: placesMaxZoom, attribution: placesAttribution };
}

export const placeLayerIds = placeTiers.map((_, tier) => `places-${tier}`);

export function tierOf(population: number): number {
  const tier = placeTiers.findIndex((entry) => population >= entry.population);
  return tier === -1 ? placeTiers.length - 1 : tier;
}

const exonymLanguages = ['bs', 'sr-Latn', 'de', 'es'] as const satisfies Language[];

type PlaceProperties = { name: string; nameCyrl: string; tier: number; rank: number } & Record<`name_${string}`, string>;

/** `name_de: 'Belgrad'` and so on, only where a language has its own name for the place. */
function exonymProperties(name: string): Record<`name_${string}`, string> {
  const properties: Record<`name_${string}`, string> = {};
  for (const lang of exonymLanguages) {
    const exonym = latinExonym(name, lang);
    if (exonym) properties[`name_${lang}`] = exonym;
  }
  return properties;
}

export function placeFeatures(places: Places): FeatureCollection<Point, PlaceProperties> {
  return {
    type: 'FeatureCollection',
    features: places.rows.map((row) => {
      const place = placeAt(row);
      return {
        type: 'Feature',
        properties: {
          name: place.name,
          nameCyrl: place.nameCyrl,
          ...exonymProperties(place.name),
          tier: tierOf(place.population),
          rank: -place.population,
        },
        geometry: { type: 'Point', coordinates: [place.lon, place.lat] },
      };
    }),
  };
}

/** The name a place is labelled with in `lang` (as place-name.ts names it in text). */
export function placeTextField(lang: Language): ExpressionSpecification {
  if (lang === 'en') return ['get', 'name'];
  return ['coalesce', ['get', lang === 'sr-Cyrl' ? 'nameCyrl' : `name_${lang}`], ['get', 'name']];
}

/** The paint that differs between the themes, per label layer id. */
export function labelPaint(theme: MapTheme): Record<string, Record<string, string>> {
  const colours = palettes[theme];
  const text = (color: string) => ({ 'text-color': color, 'text-halo-color': colours.halo });
  return { countries: text(colours.country), ...Object.fromEntries(placeLayerIds.map((id) => [id, text(colours.place)])) };
}

/** Country names first in the list so that towns, placed from the top layer down, win a collision. */
export function labelLayers(theme: MapTheme, lang: Language): SymbolLayerSpecification[] {
  const paint = labelPaint(theme);
  const countries: SymbolLayerSpecification = {
    id: 'countries',
    type: 'symbol',
    source: 'countries',
    maxzoom: 7,
    layout: {
      'text-field': ['get', 'name'],
      'text-font': [labelFont],
      'text-size': 12,
      'text-transform': 'uppercase',
      'text-letter-spacing': 0.1,
    },
    paint: { ...paint.countries, 'text-halo-width': 1.5 },
  };
  const towns = placeTiers.map((tier, index): SymbolLayerSpecification => ({
    id: placeLayerIds[index]!,
    type: 'symbol',
    source: 'places',
    'source-layer': 'places',
    minzoom: tier.minzoom,
    filter: ['==', ['get', 'tier'], index],
    layout: { 'text-field': placeTextField(lang), 'text-font': [labelFont], 'text-size': tier.size, 'symbol-sort-key': ['get', 'rank'] },
    paint: { ...paint[placeLayerIds[index]!], 'text-halo-width': 1.5 },
  }));
  return [countries, ...towns.reverse()];
}
