/**
 * A place's name in the page's language: Serbian Cyrillic reads places.json's `nameCyrl`; Serbian
 * Latin, Bosnian, German and Spanish the names they give the largest foreign cities (exonyms.ts);
 * English and every other place the GeoNames name.
 */
import type { Language } from '@/lib/i18n/languages';
import { exonyms } from './exonyms';
import type { Place } from './places';
import { cyrillicToLatin } from './transliterate';

/** The city's name in a Latin-script language, or undefined where it reads the GeoNames name. */
export function latinExonym(name: string, lang: Language): string | undefined {
  const exonym = exonyms[name];
  if (!exonym) return undefined;
  if (lang === 'de' || lang === 'es') return exonym[lang];
  if (lang === 'bs') return exonym.bs ?? cyrillicToLatin(exonym.cyrl);
  if (lang === 'sr-Latn') return cyrillicToLatin(exonym.cyrl);
  return undefined;
}

export function placeName(place: Pick<Place, 'name' | 'nameCyrl'>, lang: Language): string {
  return lang === 'sr-Cyrl' ? place.nameCyrl : (latinExonym(place.name, lang) ?? place.name);
}
