/**
 * No page is wider than a 360 px phone (issue 14): every route of the spec's route table, as a
 * visitor and logged in as a customer and a transporter, in English and in German (the longest words).
 */
import { expect, test, type Page } from './test';
import { inLanguage, paths, publicPaths, startSession, waitForIslands, type Language } from './helpers';

test.describe.configure({ timeout: 120_000 });
test.use({ viewport: { width: 360, height: 740 } });

const accountPages = [paths.logIn, paths.signUp, paths.forgot, `${paths.resetPassword}?token=x`, '/no-such-page'];
const customerPages = [paths.userHome, paths.createTransport, paths.account];
const transporterPages = [paths.transporterHome, paths.transporterTransports, paths.fleet, paths.live, paths.account];

async function expectFits(page: Page, path: string, screen = 360) {
  await page.goto(path);
  if (!publicPaths.some((p) => p === path)) await waitForIslands(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(`${path}: ${width}px`).toBe(`${path}: ${Math.min(width, screen)}px`);
}

/** The language as the app keeps it: in localStorage and in the cookie the server reads. */
async function useLanguage(page: Page, lang: Language) {
  await page.evaluate((value) => localStorage.setItem('tovar-language', value), lang);
  await page.context().addCookies([{ name: 'tovar-language', value: lang, url: new URL(page.url()).origin }]);
}

for (const lang of ['en', 'de'] as const) {
  test.describe(lang, () => {
    test('public and account pages fit a 360 px screen for a visitor', async ({ page }) => {
      await page.goto(paths.home);
      await useLanguage(page, lang);
      for (const path of publicPaths) await expectFits(page, inLanguage(path, lang));
      for (const path of accountPages) await expectFits(page, path);
    });

    test("a customer's pages fit a 360 px screen", async ({ page }) => {
      await startSession(page, 'marko@tovar.example');
      await useLanguage(page, lang);
      for (const path of [...customerPages, paths.logOut]) await expectFits(page, path);
    });

    test("a transporter's pages fit a 360 px screen", async ({ page }) => {
      await startSession(page, 'info@drinatrans.example');
      await useLanguage(page, lang);
      for (const path of transporterPages) await expectFits(page, path);
    });

    test('the load search with its results fits a 1280 px laptop screen (the table scrolls in its card)', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await startSession(page, 'info@drinatrans.example');
      await useLanguage(page, lang);
      await expectFits(page, paths.transporterTransports, 1280);
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    });
  });
}
