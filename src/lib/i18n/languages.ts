/** The six interface languages. English is the fallback and the unprefixed copy of public pages. */
export const languages = ['en', 'es', 'bs', 'sr-Cyrl', 'sr-Latn', 'de'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** Each language named in itself, for the language menu. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  bs: 'Bosanski',
  'sr-Cyrl': 'Српски (ћирилица)',
  'sr-Latn': 'Srpski (latinica)',
  de: 'Deutsch',
};

/** BCP 47 tags for Intl formatting and the html lang attribute. */
export const languageTags: Record<Language, string> = {
  en: 'en-GB',
  es: 'es-ES',
  bs: 'bs-BA',
  'sr-Cyrl': 'sr-Cyrl-RS',
  'sr-Latn': 'sr-Latn-RS',
  de: 'de-DE',
};

/** The localStorage key and cookie that hold the chosen language. */
export const languageStorageKey = 'tovar-language';
/** What follows `name=value` in the language cookie: site-wide, a year, sent on top-level navigation. */
export const languageCookieAttributes = '; path=/; max-age=31536000; samesite=lax';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : defaultLanguage;
}

/** Path of a public page in a language: English keeps the spec's unprefixed path. */
export function localizedPath(path: string, lang: Language): string {
  const clean = stripLanguage(path);
  if (lang === defaultLanguage) return clean;
  return clean === '/' ? `/${lang}/` : `/${lang}${clean}`;
}

/** The language a public path is in, and the path without its prefix. */
export function splitLanguage(path: string): { lang: Language; path: string } {
  const first = path.split('/')[1];
  if (isLanguage(first) && first !== defaultLanguage) {
    return { lang: first, path: path.slice(first.length + 1) || '/' };
  }
  return { lang: defaultLanguage, path };
}

function stripLanguage(path: string): string {
  return splitLanguage(path).path;
}
