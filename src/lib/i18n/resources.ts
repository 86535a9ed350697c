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

export function namespacesFor(lang: Language, names: readonly string[]): Record<string, Namespace> {
  return Object.fromEntries(names.map((name) => [name, resources[lang]?.[name] ?? {}]));
}
