import { defaultLanguage, languages, type Language } from './languages';

/** getStaticPaths for a public page: English unprefixed, every other language under its prefix. */
export function languageStaticPaths() {
  return languages.map((lang: Language) => ({
    params: { lang: lang === defaultLanguage ? undefined : lang },
    props: { lang },
  }));
}
