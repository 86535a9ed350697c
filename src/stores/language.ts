import { persistentAtom } from '@nanostores/persistent';
import { defaultLanguage, languageCookieAttributes, languageStorageKey, toLanguage, type Language } from '@/lib/i18n/languages';

/** The interface language, persisted in localStorage and mirrored to a cookie for server pages. */
export const $language = persistentAtom<Language>(languageStorageKey, defaultLanguage, {
  encode: (value) => value,
  decode: toLanguage,
});

export function setLanguage(lang: Language): void {
  $language.set(lang);
  document.cookie = `${languageStorageKey}=${lang}${languageCookieAttributes}`;
  document.documentElement.lang = lang;
}
