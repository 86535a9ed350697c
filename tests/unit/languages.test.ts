import { describe, expect, it } from 'vitest';
import {
  defaultLanguage,
  isLanguage,
  languageNames,
  languageTags,
  languages,
  localizedPath,
  splitLanguage,
  toLanguage,
} from '@/lib/i18n/languages';

describe('languages', () => {
  it('are the six of the spec with English as the fallback', () => {
    expect([...languages]).toEqual(['en', 'es', 'bs', 'sr-Cyrl', 'sr-Latn', 'de']);
    expect(defaultLanguage).toBe('en');
  });

  it('each has a name in itself and a BCP 47 tag Intl understands', () => {
    for (const lang of languages) {
      expect(languageNames[lang]).toBeTruthy();
      expect(Intl.getCanonicalLocales(languageTags[lang])).toEqual([languageTags[lang]]);
    }
    expect(languageNames['sr-Cyrl']).toMatch(/[\u0400-\u04FF]/);
  });
});

describe('toLanguage / isLanguage', () => {
  it('keeps a supported language', () => {
    for (const lang of languages) expect(toLanguage(lang)).toBe(lang);
  });

  it.each([undefined, null, '', 'fr', 'sr', 'DE', 'sr-cyrl', 42, {}])('falls back to English for %j', (value) => {
    expect(isLanguage(value)).toBe(false);
    expect(toLanguage(value)).toBe('en');
  });
});

describe('localizedPath', () => {
  it('leaves English unprefixed', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/home/help', 'en')).toBe('/home/help');
  });

  it('prefixes the other languages', () => {
    expect(localizedPath('/', 'es')).toBe('/es/');
    expect(localizedPath('/home', 'de')).toBe('/de/home');
    expect(localizedPath('/home/help/terms', 'sr-Cyrl')).toBe('/sr-Cyrl/home/help/terms');
  });

  it('replaces a prefix that is already there', () => {
    expect(localizedPath('/sr-Latn/home/help', 'bs')).toBe('/bs/home/help');
    expect(localizedPath('/de/home', 'en')).toBe('/home');
    expect(localizedPath('/de/', 'en')).toBe('/');
    expect(localizedPath('/de', 'es')).toBe('/es/');
  });
});

describe('splitLanguage', () => {
  it('reads the prefix of a localised path', () => {
    expect(splitLanguage('/sr-Cyrl/home/help')).toEqual({ lang: 'sr-Cyrl', path: '/home/help' });
    expect(splitLanguage('/de/')).toEqual({ lang: 'de', path: '/' });
    expect(splitLanguage('/de')).toEqual({ lang: 'de', path: '/' });
  });

  it('treats unprefixed and unknown prefixes as English paths', () => {
    expect(splitLanguage('/home')).toEqual({ lang: 'en', path: '/home' });
    expect(splitLanguage('/')).toEqual({ lang: 'en', path: '/' });
    expect(splitLanguage('/fr/home')).toEqual({ lang: 'en', path: '/fr/home' });
    expect(splitLanguage('/develop/home')).toEqual({ lang: 'en', path: '/develop/home' });
  });

  it('is the inverse of localizedPath', () => {
    for (const lang of languages) {
      for (const path of ['/', '/home', '/home/help', '/home/help/terms']) {
        expect(splitLanguage(localizedPath(path, lang))).toEqual({ lang, path });
      }
    }
  });
});
