/**
 * Which i18next instance an island renders with on the server. The islands' own instance
 * (src/client/i18n.ts) holds one language, the page's; the server renders pages in every language at
 * once, so server.ts registers its one-instance-per-language lookup here, and the islands' root
 * (src/client/island.tsx) asks it first. Nothing here imports the texts: the browser bundle stays light.
 */
import type { i18n } from 'i18next';
import type { Language } from './languages';

let serverInstanceFor: ((lang: Language) => i18n) | undefined;

export function renderIslandsWith(instanceFor: (lang: Language) => i18n): void {
  serverInstanceFor = instanceFor;
}

/** The server's instance for this language, or undefined in the browser. */
export function serverIslandInstance(lang: Language): i18n | undefined {
  return serverInstanceFor?.(lang);
}
