/**
 * Screenshots of the jobs page, a job's detail and the transporter home for looking at them (desktop
 * and phone, light and dark, English and Bosnian): `TOVAR_SCREENSHOTS=1 npx playwright test jobs-screens`
 * writes them to test-results/screens. Skipped otherwise.
 */
import { expect, test } from './test';
import { logInAs, paths, waitForIslands } from './helpers';

test.skip(!process.env.TOVAR_SCREENSHOTS, 'screenshots only when asked for');
test.describe.configure({ timeout: 300_000 });

const sizes = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

test('jobs screens', async ({ page }) => {
  await logInAs(page, 'dispatch@balkancargo.example');
  await expect(page).toHaveURL(/\/platform\/transporter$/, { timeout: 20_000 });
  for (const lang of ['en', 'bs'] as const) {
    await page.evaluate((value) => localStorage.setItem('tovar-language', value), lang);
    await page.context().addCookies([{ name: 'tovar-language', value: lang, url: new URL(page.url()).origin }]);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const [size, viewport] of Object.entries(sizes)) {
        await page.setViewportSize(viewport);
        const shot = async (name: string) =>
          page.screenshot({ path: `test-results/screens/${name}-${size}-${theme}-${lang}.png`, fullPage: true });
        await page.goto(paths.transporterHome);
        await waitForIslands(page);
        await expect(page.locator('[data-slot="card"]').first()).toBeVisible();
        await shot('home');
        await page.goto(paths.jobs);
        await waitForIslands(page);
        await expect(page.locator('[data-slot="tabs-content"] button:visible').first()).toBeVisible();
        await shot('jobs');
        await page.locator('[data-slot="tabs-content"] button:visible').first().click();
        await expect(page.getByRole('dialog').locator('h3').first()).toBeVisible();
        await shot('job');
      }
    }
  }
});
