import { expect, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const languages = ['en', 'es', 'bs', 'sr-Cyrl', 'sr-Latn', 'de'] as const;
export type Language = (typeof languages)[number];
export type AccountType = 'USER' | 'COMPANY' | 'TRANSPORT_COMPANY';

/** The public pages of the spec's route table, unprefixed (English). */
export const publicPaths = ['/', '/home', '/home/help', '/home/help/terms'];

/** The same page in a language: English keeps the spec's path, the others get a prefix. */
export function inLanguage(path: string, lang: Language): string {
  if (lang === 'en') return path;
  return path === '/' ? `/${lang}/` : `/${lang}${path}`;
}

/** Islands are client:only; a click before hydration is lost, so wait for every island first. */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('#app-loader')).toHaveCount(0);
}

/** A signed-in session as the auth store persists it, in place before any page script runs. */
export async function signInAs(page: Page, accountType: AccountType): Promise<void> {
  const auth = {
    isAuthenticated: true,
    user: { id: 'e2e-user', name: 'E2E Tester', email: 'e2e@example.com', accountType },
  };
  await page.addInitScript((value) => localStorage.setItem('tovar-auth', value), JSON.stringify(auth));
}

/** A namespace's texts, or null while that translation does not exist yet. */
export function texts(lang: Language, ns: string): Record<string, string> | null {
  const file = join(process.cwd(), 'locales', lang, `${ns}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : null;
}
