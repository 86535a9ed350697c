/** Every locale file, keyed by language then namespace; loaded eagerly where this module is imported. */
import type { Language } from './languages';

type Namespace = Record<string, string>;
const files = import.meta.glob<Namespace>('/locales/*/*.json', { eager: true, import: 'default' });

export const resources: Record<string, Record<string, Namespace>> = {};
for (const [file, content] of Object.entries(files)) {
  const [, , lang, name] = file.split('/');
  if (!lang || !name) continue;
  (resources[lang] ??= {})[name.replace(/\.json$/, '')] = content;
}

/** The named namespaces of a language, each whole or with only the keys that `keep` keeps. */
export function namespacesFor(
  lang: Language,
  names: readonly string[],
  keep?: (namespace: string, key: string) => boolean,
): Record<string, Namespace> {
  return Object.fromEntries(
    names.map((name) => {
      const texts = resources[lang]?.[name] ?? {};
      return [name, keep ? Object.fromEntries(Object.entries(texts).filter(([key]) => keep(name, key))) : texts];
    }),
  );
}
