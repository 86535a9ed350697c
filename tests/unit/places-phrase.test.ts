import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@/lib/i18n/languages';
import { buildPlaceGrid } from '@/lib/places/place-index';
import { nearby, type Nearby } from '@/lib/places/nearby';
import { countryName, nearbyPhrase, type PlaceTranslate } from '@/lib/places/phrase';
import type { Places } from '@/lib/places/places';

const places = JSON.parse(readFileSync('public/map/places.json', 'utf8')) as Places;
const grid = buildPlaceGrid(places.rows);

/** The common namespace's texts of a language, interpolated as i18next does. */
function translateIn(lang: Language): PlaceTranslate {
  const texts = JSON.parse(readFileSync(`locales/${lang}/common.json`, 'utf8')) as Record<string, string>;
  return (key, values = {}) => texts[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
}

const zenica = nearby(grid, 44.2017, 17.9039) as Nearby;
// 12 km north-east of Zenica's centre.
const northEast = nearby(
  grid,
  44.2017 + 12 / 111.195 / Math.SQRT2,
  17.9039 + 12 / (111.195 * Math.cos((44.2 * Math.PI) / 180)) / Math.SQRT2,
) as Nearby;

describe('nearbyPhrase', () => {
  it('says it in each of the six languages, compass letters included', () => {
    const said = Object.fromEntries(languages.map((lang) => [lang, nearbyPhrase(northEast, lang, translateIn(lang))]));
    expect(said).toEqual({
      en: '12 km NE of Zenica, BA',
      es: 'a 12 km al NE de Zenica, BA',
      bs: '12 km SI od mjesta Zenica, BA',
      'sr-Cyrl': '12 км СИ од места Зеница, BA',
      'sr-Latn': '12 km SI od mesta Zenica, BA',
      de: '12 km NO von Zenica, BA',
    });
  });

  it('puts a position inside a town in it', () => {
    expect(nearbyPhrase(zenica, 'en', translateIn('en'))).toBe('in Zenica, BA');
    expect(nearbyPhrase(zenica, 'sr-Cyrl', translateIn('sr-Cyrl'))).toBe('у месту Зеница, BA');
  });

  it('names the country in the page language when asked', () => {
    expect(nearbyPhrase(zenica, 'de', translateIn('de'), 'name')).toBe('in Zenica, Bosnien und Herzegowina');
    expect(nearbyPhrase(zenica, 'sr-Cyrl', translateIn('sr-Cyrl'), 'name')).toBe('у месту Зеница, Босна и Херцеговина');
  });

  it('writes Serbian names of large cities in Cyrillic, not a transliteration of the English', () => {
    const belgrade = nearby(grid, 44.804, 20.4651) as Nearby;
    expect(nearbyPhrase(belgrade, 'sr-Cyrl', translateIn('sr-Cyrl'))).toBe('у месту Београд, RS');
    expect(nearbyPhrase(belgrade, 'en', translateIn('en'))).toBe('in Belgrade, RS');
  });

  it('gives each Latin-script language its own name for a large foreign city', () => {
    const belgrade = nearby(grid, 44.804, 20.4651) as Nearby;
    const vienna = nearby(grid, 48.2085, 16.3721) as Nearby;
    const said = (where: Nearby) => Object.fromEntries(languages.map((lang) => [lang, nearbyPhrase(where, lang, translateIn(lang))]));
    expect(said(belgrade)).toMatchObject({ bs: expect.stringContaining('Beograd'), 'sr-Latn': expect.stringContaining('Beograd') });
    expect(said(belgrade)).toMatchObject({ de: expect.stringContaining('Belgrad,'), es: expect.stringContaining('Belgrado') });
    expect(said(vienna)).toMatchObject({
      en: expect.stringContaining('Vienna'),
      de: expect.stringContaining('Wien'),
      es: expect.stringContaining('Viena'),
    });
    expect(said(vienna)).toMatchObject({ bs: expect.stringContaining('Beč'), 'sr-Latn': expect.stringContaining('Beč') });
    // A town of the served countries keeps its own name in every Latin language.
    for (const lang of languages.filter((l) => l !== 'sr-Cyrl')) expect(nearbyPhrase(zenica, lang, translateIn(lang))).toContain('Zenica');
  });
});

describe('countryName', () => {
  it('names Kosovo by XK in every language', () => {
    for (const lang of languages) expect(countryName('XK', lang)).toMatch(/^(Kosovo|Косово)$/);
  });
});
