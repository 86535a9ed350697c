/**
 * Server-side translation: one immutable i18next instance per language, so concurrent requests in
 * different languages never share state (the flaw that rules out astro-i18next, see STACK-NOTES).
 */
import i18next, { type TFunction, type i18n } from 'i18next';
import type { Language } from './languages';
import { resources } from './resources';
import { i18nOptions } from './options';

const instances = new Map<Language, i18n>();

function instanceFor(lang: Language): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({ ...i18nOptions, lng: lang, resources, initAsync: false });
    instances.set(lang, instance);
  }
  return instance;
}

export function getT(lang: Language, ns: string | readonly string[] = 'common'): TFunction {
  return instanceFor(lang).getFixedT(lang, ns as string);
}
