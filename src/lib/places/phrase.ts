/**
 * The words for a `Nearby` in the page's language: "12 km NE of Zenica, BA" (tables, lists) or
 * "12 km NE of Zenica, Bosnia & Herzegovina" (details, the customer's pages). Place names are in
 * the page's language (place-name.ts); country names come from Intl.DisplayNames (Kosovo is XK there too).
 * The caller passes its translate function, so this stays free of i18next.
 */
import { languageTags, type Language } from '@/lib/i18n/languages';
import type { CompassPoint, Nearby } from './nearby';
import { placeName } from './place-name';

export type PlaceMessageKey = 'place.in' | 'place.near' | `place.direction.${CompassPoint}`;
export type PlaceTranslate = (key: PlaceMessageKey, values?: Record<string, string | number>) => string;
export type CountryStyle = 'code' | 'name';

const countryNames = new Map<Language, Intl.DisplayNames>();

export function countryName(code: string, lang: Language): string {
  let names = countryNames.get(lang);
  if (!names) countryNames.set(lang, (names = new Intl.DisplayNames([languageTags[lang]], { type: 'region' })));
  return names.of(code) ?? code;
}

export function nearbyPhrase(where: Nearby, lang: Language, t: PlaceTranslate, style: CountryStyle = 'code'): string {
  const values = {
    place: placeName(where.place, lang),
    country: style === 'code' ? where.place.country : countryName(where.place.country, lang),
  };
  if (where.kind === 'in') return t('place.in', values);
  return t('place.near', { ...values, km: where.km, direction: t(`place.direction.${where.direction}`) });
}
