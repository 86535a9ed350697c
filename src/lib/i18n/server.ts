/**
 * Server-side translation: one immutable i18next instance per language, so concurrent requests in
 * different languages never share state (the flaw that rules out astro-i18next, see STACK-NOTES).
 */
import i18next, { type TFunction, type i18n } from 'i18next';
import type { Namespace } from './keys';
import type { Language } from './languages';
import { resources } from './resources';
import { i18nOptions } from './options';
import { renderIslandsWith } from './island-instances';

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

// The islands rendered on the server speak each request's language (issue 23).
renderIslandsWith(instanceFor);

/** `t` of one namespace (its keys bare), or of several (the first bare, the others as `ns:key`). */
export function getT<const N extends Namespace | readonly Namespace[] = 'common'>(lang: Language, ns?: N): TFunction<N> {
  // i18next types the result for a namespace that may be null; ours never is, so the cast only drops that case.
  return instanceFor(lang).getFixedT<N>(lang, ns ?? ('common' as N)) as TFunction<N>;
}
