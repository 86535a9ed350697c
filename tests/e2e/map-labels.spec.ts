/**
 * Place names on the offline basemap (issue 29): the live map labels towns and countries in the
 * page's script, from our own font files (the Cyrillic one fetched once Serbian Cyrillic is chosen),
 * credits GeoNames, and draws nothing of the kind with labels off; axe clean in both themes.
 * `TOVAR_SCREENSHOTS=1` also writes screenshots to test-results/map-labels (desktop and phone,
 * light and dark, English and Serbian Cyrillic).
 */
import { expect, test } from './test';
import { expectNoViolations } from './axe';
import { texts } from './helpers';
import { openLive } from './support/live';
import { settledMapShot } from './support/map';

// The map renders in software here: log-in, data and first frame take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** The live map with no vehicle on it (a `user` that matches nothing): the basemap at its default view. */
const noVehicle = '?user=no-such-vehicle';

test("labels are drawn in the page's script from our own fonts, and follow a switch", async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/map/fonts/')) fonts.push(new URL(request.url()).pathname);
  });
  await openLive(page, noVehicle);
  await expect(page.getByRole('region', { name: "Map of your vehicles' positions" }).getByRole('link', { name: 'GeoNames' })).toBeVisible();
  const english = await settledMapShot(page);
  expect(fonts).toContain('/map/fonts/noto-sans-latin-400-normal.woff2');
  expect(fonts).not.toContain('/map/fonts/noto-sans-cyrillic-400-normal.woff2');

  await page
    .getByRole('banner')
    .getByRole('combobox', { name: texts('en', 'common')['language.label']! })
    .selectOption('sr-Cyrl');
  await expect.poll(() => fonts).toContain('/map/fonts/noto-sans-cyrillic-400-normal.woff2');
  const cyrillic = await settledMapShot(page);
  expect(cyrillic.equals(english)).toBe(false);

  // The same view with the labels off (the render bench's baseline) differs from both.
  await page.addInitScript(() => ((window as { __mapWithoutLabels?: boolean }).__mapWithoutLabels = true));
  await openLive(page, noVehicle);
  const bare = await settledMapShot(page);
  expect(bare.equals(english)).toBe(false);
  expect(bare.equals(cyrillic)).toBe(false);
});

for (const theme of ['light', 'dark'] as const) {
  test(`no axe violations on the labelled map in ${theme}`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await openLive(page);
    await settledMapShot(page);
    await expectNoViolations(page);
  });
}

for (const [theme, lang, width] of [
  ['light', 'en', 1280],
  ['dark', 'sr-Cyrl', 1280],
  ['light', 'sr-Cyrl', 390],
  ['dark', 'en', 390],
] as const) {
  test(`screenshot ${theme} ${lang} ${width}`, async ({ page }) => {
    test.skip(!process.env.TOVAR_SCREENSHOTS, 'screenshots only when asked for');
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await openLive(page, '', lang);
    await settledMapShot(page);
    await page.screenshot({ path: `test-results/map-labels/${theme}-${lang}-${width}.png`, fullPage: true });
  });
}
