/**
 * A visitor who never chose a language gets the page's (their browser's, picked by the server):
 * stored before the islands' i18n starts, so it does not switch them to the default. Import it first.
 */
import { isLanguage, languageStorageKey } from '@/lib/i18n/languages';
import { setLanguage } from '@/stores/language';

const pageLang = document.documentElement.lang;
let stored: string | null = null;
try {
  stored = localStorage.getItem(languageStorageKey);
} catch {
  // Storage blocked: the page's language still shows, only not remembered.
}
if (!stored && isLanguage(pageLang)) setLanguage(pageLang);
