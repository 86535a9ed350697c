import { normalizePlaceText, places, searchPlaces } from '@/lib/gazetteer';
import type { PlaceFilter } from '@/lib/schemas/load-search';

/** The countries the gazetteer knows, by code. */
export const knownCountries = [...new Set(places.map((place) => place.country))].sort();

export const defaultRadiusKm = 50;

/** A country's name in the interface language (the code when Intl does not know it). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** What a typed query may add: countries whose code or name matches, then gazetteer places. */
export function placeSuggestions(query: string, locale: string): PlaceFilter[] {
  const needle = normalizePlaceText(query);
  if (needle === '') return [];
  const countries = knownCountries
    .filter((code) => code.toLowerCase() === needle || normalizePlaceText(countryName(code, locale)).startsWith(needle))
    .map((country): PlaceFilter => ({ country }));
  const found = searchPlaces(query, 6).map((place): PlaceFilter => ({
    country: place.country,
    place: place.name,
    radiusKm: defaultRadiusKm,
  }));
  return [...countries.slice(0, 4), ...found];
}

/** "Serbia" or "Sarajevo, BA" */
export function placeLabel(filter: PlaceFilter, locale: string): string {
  return 'place' in filter ? `${filter.place}, ${filter.country}` : countryName(filter.country, locale);
}

export const samePlace = (a: PlaceFilter, b: PlaceFilter) =>
  a.country === b.country && ('place' in a ? a.place : '') === ('place' in b ? b.place : '');
