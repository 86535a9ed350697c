import { isLanguage, type Language } from './languages';

/** Tags we answer in a language of ours: Serbian without a script in Cyrillic, Croatian in Bosnian (the closest we have). */
const nearest: Record<string, Language> = {
  sr: 'sr-Cyrl',
  'sr-latn': 'sr-Latn',
  'sr-cyrl': 'sr-Cyrl',
  hr: 'bs',
  bs: 'bs',
  en: 'en',
  es: 'es',
  de: 'de',
};

function ours(tag: string): Language | null {
  const parts = tag.toLowerCase().split('-');
  const base = parts[0] ?? '';
  const script = parts.find((part) => part === 'latn' || part === 'cyrl');
  const found = nearest[script ? `${base}-${script}` : base] ?? nearest[base];
  return found && isLanguage(found) ? found : null;
}

/** The first language of ours in an Accept-Language header, by the visitor's preference (q), or null. */
export function languageFromAccept(header: string | null): Language | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const lang = ours(tag);
    if (lang) return lang;
  }
  return null;
}
