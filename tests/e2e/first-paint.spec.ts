/**
 * Issue 23: the server renders the islands and the browser hydrates them. The log-in form is there
 * before any script runs (in the visitor's language), typing before hydration is kept, and no app
 * page logs a hydration mismatch, in two languages and both themes.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn, paths, texts, waitForIslands, type Language } from './helpers';

const languageCookie = (lang: Language) => ({ name: 'tovar-language', value: lang, domain: 'localhost', path: '/' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['en', 'sr-Cyrl'] as const) {
    test(`the log-in form is in the server's HTML (${lang})`, async ({ page, context }) => {
      await context.addCookies([languageCookie(lang)]);
      const auth = texts(lang, 'auth');
      await page.goto(paths.logIn);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByLabel(auth['field.email']!, { exact: true })).toBeVisible();
      await expect(page.getByLabel(auth['field.email']!, { exact: true })).toHaveAttribute('type', 'email');
      await expect(page.getByLabel(auth['field.password']!, { exact: true })).toHaveAttribute('type', 'password');
      await expect(page.getByRole('button', { name: auth['logIn.submit'], exact: true })).toBeVisible();
    });
  }
});

test('what is typed before the form hydrates is kept and submitted', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/LogInForm\.[\w-]+\.js/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(paths.logIn);
  await page.getByLabel('Email', { exact: true }).fill('marko@tovar.example');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  release();
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/platform\/user$/);
});

/** Collects what React reports of a mismatch: console errors and warnings, uncaught and reported errors. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  const mismatch = /hydrat|did not match|didn't match|server rendered|react\.dev\/errors\/(418|419|421|422|423|425)/i;
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && mismatch.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (mismatch.test(`${error.message} ${error.stack ?? ''}`)) problems.push(error.message);
  });
  return problems;
}

async function settle(page: Page): Promise<void> {
  await waitForIslands(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 })));
}

async function useLanguageAndTheme(page: Page, lang: Language, theme: 'light' | 'dark'): Promise<void> {
  await page.context().addCookies([languageCookie(lang)]);
  await page.addInitScript(
    (chosen) => {
      localStorage.setItem('tovar-language', chosen.lang);
      localStorage.setItem('theme', chosen.theme);
    },
    { lang, theme },
  );
}

const accountPages = [paths.logIn, paths.signUp, paths.forgot, `${paths.resetPassword}?token=x`];
const customerPages = ['/platform/user', '/platform/user/create', '/platform/account'];
const transporterPages = [
  '/platform/transporter',
  '/platform/transporter/transports',
  '/platform/transporter/jobs',
  '/platform/transporter/fleet',
  '/platform/transporter/live',
];

test.describe.configure({ timeout: 120_000 });

for (const lang of ['en', 'sr-Cyrl'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${lang}, ${theme}`, () => {
      test('the account pages hydrate without a mismatch', async ({ page }) => {
        await useLanguageAndTheme(page, lang, theme);
        const problems = hydrationProblems(page);
        for (const path of accountPages) {
          await page.goto(path);
          await settle(page);
        }
        expect(problems).toEqual([]);
      });

      for (const [side, email, pages] of [
        ['customer', 'marko@tovar.example', customerPages],
        ['transporter', 'info@drinatrans.example', transporterPages],
      ] as const) {
        test(`a ${side}'s platform pages hydrate without a mismatch`, async ({ page }) => {
          await logIn(page, email, 'demo1234');
          await expect(page).toHaveURL(/\/platform\//);
          await useLanguageAndTheme(page, lang, theme);
          const problems = hydrationProblems(page);
          for (const path of pages) {
            await page.goto(path);
            await expect(page.locator('html')).toHaveAttribute('lang', lang);
            await settle(page);
          }
          expect(problems).toEqual([]);
        });
      }
    });
  }
}
