/**
 * Live tracking as a demo transporter (issue 11): the map draws the company's fleet and nothing of
 * another's, `count` and `user` narrow it, the table is the map's text alternative, a position sent
 * during the test arrives with `realtime=true`; axe clean in light and dark.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { inLanguage, logIn, paths, waitForIslands, type Language } from './helpers';

// Drina Trans: other specs only read its fleet.
const transporter = 'info@drinatrans.example';

async function openLive(page: Page, query = '', lang: Language = 'en') {
  await logIn(page, transporter, 'demo1234');
  await expect(page).toHaveURL(/\/platform\/transporter$/);
  await page.goto(`${inLanguage(paths.live, lang)}${query}`);
  await waitForIslands(page);
  await expect(page.locator('[data-ready="true"]')).toBeVisible({ timeout: 30_000 });
}

const vehicleList = (page: Page) => page.getByRole('list', { name: 'Vehicles' });

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))).toEqual([]);
}

test('the map draws the company fleet, and only it', async ({ page }) => {
  await openLive(page);
  await expect(page.getByRole('region', { name: "Map of your vehicles' positions" }).locator('canvas')).toBeVisible();
  await expect(vehicleList(page).getByRole('button', { name: /Ford Transit 350L/ })).toBeVisible();
  await expect(vehicleList(page).getByRole('button', { name: /DAF LF 230/ })).toBeVisible();
  await expect(page.getByText('Volvo FM 330')).toHaveCount(0);
  await expect(page.getByText(/\d+ positions shown/)).toBeVisible();

  await vehicleList(page)
    .getByRole('button', { name: /DAF LF 230/ })
    .click();
  await expect(vehicleList(page).getByRole('button', { name: /DAF LF 230/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Table' }).click();
  const table = page.getByRole('table', { name: 'Your vehicles and their latest positions' });
  await expect(table.getByRole('rowheader', { name: 'Ford Transit 350L' })).toBeVisible();
  await table.getByRole('button', { name: 'Ford Transit 350L' }).click();
  await expect(vehicleList(page).getByRole('button', { name: /Ford Transit 350L/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(vehicleList(page).getByRole('button', { name: /DAF LF 230/ })).toHaveAttribute('aria-pressed', 'false');
});

test('count and user narrow the map; a broken count falls back to the default', async ({ page }) => {
  await openLive(page, '?count=10');
  await expect(page.getByText('10 positions shown')).toBeVisible();
  await page.goto(`${paths.live}?user=E64-J-127`);
  await expect(page.locator('[data-ready="true"]')).toBeVisible({ timeout: 30_000 });
  await expect(vehicleList(page).getByRole('listitem')).toHaveCount(1);
  await expect(vehicleList(page).getByRole('button', { name: /Ford Transit 350L/ })).toBeVisible();
  await expect(page.getByText('Showing only “E64-J-127”.')).toBeVisible();
  await page.goto(`${paths.live}?count=lots&user=SK%203381%20AN`);
  await expect(page.getByText('No vehicle of yours matches “SK 3381 AN”.')).toBeVisible();
});

test('realtime shows a position sent during the test', async ({ page, request }) => {
  await openLive(page, '?realtime=true&user=trk-drinatrans-01');
  await expect(page.getByText('Live updates on')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Table' }).click();
  const sent = await request.post('/api/test/positions', {
    headers: { 'x-tovar-test-key': process.env.TOVAR_OUTBOX_KEY ?? '' },
    data: { trackerId: 'trk-drinatrans-01', lat: 44.1234, lon: 19.5678 },
  });
  expect(sent.status()).toBe(204);
  await expect(page.getByRole('row', { name: /Ford Transit 350L/ }).getByRole('cell', { name: '44.1234, 19.5678' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`no axe violations in ${theme}, map and table`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await openLive(page);
    await expectNoViolations(page);
    await page.getByRole('tab', { name: 'Table' }).click();
    await expectNoViolations(page);
  });
}

// Screenshots for a person to look at (test-results/live-shots); they assert nothing beyond drawing.
for (const [theme, lang, width] of [
  ['light', 'en', 1280],
  ['dark', 'sr-Latn', 1280],
  ['light', 'sr-Latn', 390],
  ['dark', 'en', 390],
] as const) {
  test(`screenshot ${theme} ${lang} ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await openLive(page, '', lang);
    await page.screenshot({ path: `test-results/live-shots/${theme}-${lang}-${width}.png`, fullPage: true });
  });
}
