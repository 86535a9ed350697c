/** Every locale file, keyed by language then namespace; loaded eagerly where this module is imported. */
import type { Language } from './languages';

type Namespace = Record<string, string>;
type TextFilter = (namespace: string, key: string) => boolean;
const files = import.meta.glob<Namespace>('/locales/*/*.json', { eager: true, import: 'default' });

export const resources: Record<string, Record<string, Namespace>> = {};
for (const [file, content] of Object.entries(files)) {
  const [, , lang, name] = file.split('/');
  if (!lang || !name) continue;
  (resources[lang] ??= {})[name.replace(/\.json$/, '')] = content;
}

/** The named namespaces of a language, each whole or with only the keys that `keep` keeps. */
function namespacesFor(lang: Language, names: readonly string[], keep?: TextFilter): Record<string, Namespace> {
  return Object.fromEntries(
    names.map((name) => {
      const texts = resources[lang]?.[name] ?? {};
      return [name, keep ? Object.fromEntries(Object.entries(texts).filter(([key]) => keep(name, key))) : texts];
    }),
  );
}

const everyText: TextFilter = () => true;
const inlined = new WeakMap<TextFilter, Map<string, string>>();

/**
 * The JSON a page inlines for its islands: `namespacesFor`, with `<` escaped. Made once per
 * language, namespaces and filter (the same function: namespaces.ts's `accountTextFilter`), not on
 * every render, where it was 0.3–0.5 ms of a platform page's CPU (issue 25).
 */
export function inlinedTexts(lang: Language, names: readonly string[], keep?: TextFilter): string {
  let byKey = inlined.get(keep ?? everyText);
  if (!byKey) inlined.set(keep ?? everyText, (byKey = new Map()));
  const key = `${lang}:${names.join()}`;
  let json = byKey.get(key);
  if (json === undefined) {
    json = JSON.stringify({ lang, resources: namespacesFor(lang, names, keep) }).replace(/</g, '\\u003c');
    byKey.set(key, json);
  }
  return json;
}
