import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AccountType } from '../../src/lib/constants';
import { languages, localizedPath, type Language } from '../../src/lib/i18n/languages';
import { paths, publicPaths } from '../../src/lib/paths';

// The languages and routes are the app's own: a test never keeps a second list of them.
export { languages, paths, publicPaths, type AccountType, type Language };

/** The same page in a language: English keeps the spec's path, the others get a prefix. */
export const inLanguage = (path: string, lang: Language): string => localizedPath(path, lang);

/** Every island hydrated (the server's HTML is on screen before): Astro drops `ssr` as it hands each to React. */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(page.locator('#app-loader')).toHaveCount(0);
}

/** Holds the requests `pattern` matches (an island's script) until the returned function lets them go. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A signed-in session as the auth store persists it, in place before any page script runs. */
export async function signInAs(page: Page, accountType: AccountType): Promise<void> {
  const auth = {
    isAuthenticated: true,
    user: { id: 'e2e-user', name: 'E2E Tester', email: 'e2e@example.com', accountType },
  };
  await page.addInitScript((value) => localStorage.setItem('tovar-auth', value), JSON.stringify(auth));
}

/** A namespace's texts in a language, read from the locale file (a missing file fails the test). */
export function texts(lang: Language, ns: string): Record<string, string> {
  return JSON.parse(readFileSync(join(process.cwd(), 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, string>;
}

/** A fresh address per call, so runs and parallel tests never share an account. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** A toast in the notifications region (sonner), by its text. */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/** What auth.login answers a right password with: the session the browser keeps (src/stores/auth.ts). */
export interface ApiSession {
  user: { id: string; name: string; email: string; accountType: AccountType };
  token: string;
  refreshToken: string;
}

/** A new session of a demo account through the API, as the log-in form gets one (a wrong password fails the test). */
export async function apiLogIn(request: APIRequestContext, email: string, password = 'demo1234'): Promise<ApiSession> {
  const answer = await request.post('/api/trpc/auth.login', { data: { json: { email, password } } });
  const body = (await answer.json()) as { result?: { data: { json: ApiSession & { success: boolean } } } };
  const session = body.result?.data.json;
  if (!session?.success) throw new Error(`auth.login refused ${email}: ${JSON.stringify(body)}`);
  return session;
}

/**
 * Signed in as a demo account without the form (accounts.spec.ts tests the form): a session of this
 * test's own from the API, so logging out or revoking sessions touches no other test, stored where
 * the app keeps it, on a page of the origin that runs no script of the app (the API's health answer).
 * The next page the test opens is signed in.
 */
export async function startSession(page: Page, email: string, password = 'demo1234'): Promise<void> {
  const { user, token, refreshToken } = await apiLogIn(page.request, email, password);
  // The keys of src/stores/auth.ts ('tovar-auth' is platform-access.ts's authStorageKey, as in signInAs).
  await page.goto('/api/health'); // any page of the origin: localStorage is per origin
  await page.evaluate(
    ({ key, auth, token, refreshToken }) => {
      localStorage.setItem(key, auth);
      localStorage.setItem('authToken', token);
      localStorage.setItem('refreshToken', refreshToken);
    },
    { key: 'tovar-auth', auth: JSON.stringify({ isAuthenticated: true, user }), token, refreshToken },
  );
}

/** Signed in (startSession), then the platform, which sends the account to its home as the form does. */
export async function logInAs(page: Page, email: string, password = 'demo1234'): Promise<void> {
  await startSession(page, email, password);
  await page.goto(paths.platform);
}

/** Signed in (startSession), then straight to `path`: no load of the platform's home on the way. */
export async function openAs(page: Page, email: string, path: string): Promise<void> {
  await startSession(page, email);
  await page.goto(path);
}

/** As a phone running Traccar Client sends a position (OsmAnd protocol), at `at` (ms, whole seconds sent); the server's answer. */
export function sendPosition(request: APIRequestContext, tracker: string, lat: number | string, lon: number | string, at = Date.now()) {
  return request.get(`/api/osmand?id=${tracker}&lat=${lat}&lon=${lon}&timestamp=${Math.floor(at / 1000)}`);
}

/** Fills the log-in form and submits it; the caller asserts the outcome. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(paths.logIn);
  await waitForIslands(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The local outbox page with this run's key (playwright.config.ts gives the server the same). */
export function outboxPath(key = process.env.TOVAR_OUTBOX_KEY ?? ''): string {
  return `/dev/outbox?key=${encodeURIComponent(key)}`;
}

/**
 * The newest link named `linkText` in a mail to `to`, as listed on the local outbox page. Mails are
 * delivered by the server's queue worker just after the action: the page is reloaded until it is there.
 */
export async function readOutboxLink(page: Page, to: string, linkText: string | RegExp): Promise<string> {
  const link = page.getByRole('listitem').filter({ hasText: to }).getByRole('link', { name: linkText }).first();
  await expect(async () => {
    await page.goto(outboxPath());
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}
