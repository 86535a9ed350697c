/**
 * The islands' i18next instance, shared by every island on a page (one module graph).
 * The layout inlines the current language's namespaces (#tovar-i18n) so the first render is
 * synchronous; switching language loads the other files lazily and re-renders every island.
 */
import './zod-in-browser';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions } from '@/lib/i18n/options';
import { clientNamespaces } from '@/lib/i18n/namespaces';
import type { Language } from '@/lib/i18n/languages';
import type { MessageKey } from '@/lib/i18n/keys';
import { $language } from '@/stores/language';

type Texts = Record<string, string>;
const loaders = import.meta.glob<Texts>('/locales/*/*.json', { import: 'default' });

interface InlineResources {
  lang: Language;
  resources: Record<string, Texts>;
}

function readInline(): InlineResources | null {
  const node = typeof document === 'undefined' ? null : document.getElementById('tovar-i18n');
  return node?.textContent ? (JSON.parse(node.textContent) as InlineResources) : null;
}

export async function loadLanguage(lang: Language): Promise<void> {
  await Promise.all(
    clientNamespaces.map(async (ns) => {
      if (i18n.hasResourceBundle(lang, ns)) return;
      const load = loaders[`/locales/${lang}/${ns}.json`];
      if (load) i18n.addResourceBundle(lang, ns, await load(), true, true);
    }),
  );
}

const inline = readInline();
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  ...i18nOptions,
  lng: inline?.lang ?? $language.get(),
  ns: [...clientNamespaces],
  resources: inline ? { [inline.lang]: inline.resources } : {},
  partialBundledLanguages: true,
  initAsync: false,
});

/** Follow the language store: load what is missing, then switch every island at once. */
$language.subscribe((lang) => {
  if (lang === i18n.language) return;
  void loadLanguage(lang)
    .then(() => i18n.changeLanguage(lang))
    .then(translatePageTexts);
});

/**
 * The page's own texts outside the islands (the skip link, the logo) follow a switch too: the layout
 * names their key in data-i18n.
 */
function translatePageTexts(): void {
  document.querySelectorAll<HTMLElement>('[data-i18n]').forEach((element) => {
    element.textContent = translate(element.dataset.i18n as MessageKey);
  });
}

/** Any text of the islands' namespaces by its `namespace:key` name (a server error, a schema message). */
export function translate(key: MessageKey): string {
  return i18n.getFixedT(null, clientNamespaces)(key);
}
