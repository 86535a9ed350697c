/**
 * The customer follows the load (issue 11): Ana sees her transport in transit live with an ETA, makes
 * a share link, a visitor with no log-in (and a Bosnian browser) follows it, Ana revokes it and the
 * link then says it does not work; axe in light and dark on the panel and the public page.
 * `TOVAR_SCREENSHOTS=1` also writes screenshots to test-results/screens.
 */
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Browser, type Page } from './test';
import { trpc } from './api-fixtures';
import { settledMapShot } from './support/map';
import { expectNoViolations } from './axe';
import { apiLogIn, logInAs, openAs, sendPosition, texts, waitForIslands } from './helpers';
import type { LiveVehicle } from '../../src/server/routers/live/vehicles.handler';

const title = 'Two road bikes Sarajevo → Split';
const bs = texts('bs', 'tracking');
test.describe.configure({ timeout: 120_000 });

/**
 * The seeded track ends when the server started and the e2e server simulates no fleet, so after five
 * minutes the load would be "quiet", without an ETA: the carrier's vehicle reports again where it
 * is now, as its tracker would (OsmAnd protocol), so the panel is live whenever the test runs.
 */
async function reportFromTheLoad(request: APIRequestContext) {
  const { token } = await apiLogIn(request, 'dispatch@balkancargo.example');
  const fleet = await trpc<LiveVehicle[]>(request, token, 'live.vehicles', {}, 'query');
  const vehicle = fleet.find((row) => row.jobTitle === title);
  if (!vehicle?.trackerId || vehicle.lat === null || vehicle.lon === null) throw new Error(`no tracked vehicle carries ${title}`);
  expect((await sendPosition(request, vehicle.trackerId, vehicle.lat, vehicle.lon)).status()).toBe(200);
}

async function openFollowPanel(page: Page) {
  await reportFromTheLoad(page.request);
  await logInAs(page, 'ana@tovar.example');
  await expect(page).toHaveURL(/\/platform\/user$/);
  await waitForIslands(page);
  // A table's row on a wide screen, a card (named by all its text) on a phone.
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const panel = page.getByRole('dialog', { name: title }).getByRole('region', { name: 'Follow the load' });
  await expect(panel.getByText('Estimated arrival')).toBeVisible({ timeout: 20_000 });
  return panel;
}

async function visitorPage(browser: Browser, link: string, theme = 'light') {
  const visitor = await browser.newContext({ locale: 'bs-BA', reducedMotion: 'reduce' });
  await visitor.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const page = await visitor.newPage();
  await page.goto(link);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  return page;
}

test('Ana follows her load, shares it with a link that works without log-in, and revokes it', async ({ page, browser }) => {
  const panel = await openFollowPanel(page);
  await expect(panel.getByRole('status').getByText('Live', { exact: true })).toBeVisible();
  await expect(panel.getByText('Distance left')).toBeVisible();
  // The map is ready (its basemap loaded, the vehicle and the delivery point drawn).
  await expect(panel.getByRole('region', { name: 'Map of the vehicle and the delivery point' })).toHaveAttribute('data-ready', 'true', {
    timeout: 30_000,
  });

  await panel.getByRole('button', { name: 'Create link' }).click();
  const link = await panel.getByLabel('New share link').inputValue();
  expect(link).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);

  const guest = await visitorPage(browser, link);
  await expect(guest.getByRole('heading', { name: title })).toBeVisible();
  await expect(guest.getByText(bs['follow.eta']!)).toBeVisible();
  // The map's own buttons speak the visitor's language too.
  await expect(guest.getByRole('button', { name: texts('bs', 'common')['map.zoomIn']! })).toBeVisible({ timeout: 30_000 });
  await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(guest.getByText('ana@tovar.example')).toHaveCount(0);

  await panel.getByRole('button', { name: /^Revoke the link created/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
  await expect(panel.getByText('Revoked', { exact: true })).toBeVisible();
  await guest.reload();
  await expect(guest.getByRole('heading', { name: bs['shared.notFoundTitle'] })).toBeVisible();
  await guest.context().close();
});

/** The map's settled canvas as pixels: `at(x, y)` gives one's red, green and blue. */
async function mapPixels(page: Page) {
  const { data, info } = await sharp(await settledMapShot(page))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const at = (x: number, y: number) =>
    [...data.subarray((y * width + x) * channels, (y * width + x) * channels + 3)] as [number, number, number];
  return { at, width, height };
}

/** Where pixels that `match` lie in the map: their centre and how many there are. */
function centreOf({ at, width, height }: Awaited<ReturnType<typeof mapPixels>>, match: (r: number, g: number, b: number) => boolean) {
  let [sumX, sumY, pixels] = [0, 0, 0];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (!match(...at(x, y))) continue;
      sumX += x;
      sumY += y;
      pixels++;
    }
  return { x: sumX / pixels, y: sumY / pixels, pixels };
}

const isDestinationRed = (r: number, g: number, b: number) => r >= 190 && g <= 70 && b <= 70;
const isVehicleBlue = (r: number, g: number, b: number) => r < 80 && g < 140 && b > 200;

/** Dark pixels (town names in the light theme; the borders are lighter) by where they lie from the red delivery point, in the map's canvas. */
async function textAroundDestination(page: Page) {
  const pixels = await mapPixels(page);
  const { at, width, height } = pixels;
  const destination = centreOf(pixels, isDestinationRed);
  const [cx, cy] = [Math.round(destination.x), Math.round(destination.y)];
  let under = 0,
    beside = 0;
  for (let dy = -40; dy <= 40; dy++)
    for (let dx = -50; dx <= 50; dx++) {
      const [x, y] = [cx + dx, cy + dy];
      if (x < 0 || y < 0 || x >= width || y >= height) continue;
      const [r, g, b] = at(x, y);
      if (r + g + b > 420) continue;
      // Where a centred name shows past the point's white ring ("S●t"); a name placed beside the
      // point starts further out.
      if (Math.abs(dy) <= 6 && Math.abs(dx) >= 12 && Math.abs(dx) <= 17) under++;
      else beside++;
    }
  return { red: destination.pixels, under, beside };
}

test("the delivery town's name stands beside its red point, not under it; the map shows the keyboard's focus", async ({ page }) => {
  const panel = await openFollowPanel(page);
  await expect(panel.getByRole('region', { name: 'Map of the vehicle and the delivery point' })).toHaveAttribute('data-ready', 'true', {
    timeout: 30_000,
  });
  const { red, under, beside } = await textAroundDestination(page);
  expect(red).toBeGreaterThan(50);
  expect(under).toBe(0);
  // "Split", moved beside the point.
  expect(beside).toBeGreaterThan(20);

  // The map takes the keyboard; its focus outline is drawn inside its edge, which clips anything outside.
  const canvas = panel.locator('canvas');
  await canvas.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(canvas).toBeFocused();
  await expect(canvas).toHaveCSS('outline-style', 'solid');
  await expect(canvas).toHaveCSS('outline-offset', '-3px');
});

test("on a phone the vehicle and the delivery point keep clear of the map's zoom buttons", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const panel = await openFollowPanel(page);
  const map = panel.getByRole('region', { name: 'Map of the vehicle and the delivery point' });
  await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const canvas = (await map.locator('canvas').boundingBox())!;
  const zoomButtons = (await map.getByRole('button', { name: texts('en', 'common')['map.zoomIn']! }).boundingBox())!;
  const pixels = await mapPixels(page);
  for (const point of [centreOf(pixels, isVehicleBlue), centreOf(pixels, isDestinationRed)]) {
    expect(point.pixels).toBeGreaterThan(50);
    // Room for a town's name beside the point, left of the buttons (they cover the map's top right corner).
    expect(zoomButtons.x - canvas.x - point.x).toBeGreaterThanOrEqual(40);
  }
});

test('a made-up link shows the translated not-found message', async ({ browser }) => {
  const guest = await visitorPage(browser, '/track/not-a-real-token');
  await expect(guest.getByRole('heading', { name: bs['shared.notFoundTitle'] })).toBeVisible();
  await expect(guest.getByText(bs['shared.notFound']!)).toBeVisible();
  await guest.context().close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the follow panel and the shared page have no axe violations (${theme})`, async ({ page, browser }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    const panel = await openFollowPanel(page);
    // How long the link works is chosen from a list in the page's language, not the browser's date-and-time field.
    await panel.getByRole('combobox', { name: 'Link valid' }).click();
    await page.getByRole('option', { name: 'For 3 days' }).click();
    await panel.getByRole('button', { name: 'Create link' }).click();
    const link = await panel.getByLabel('New share link').inputValue();
    await expect(panel.getByText(/^Expires /).first()).toBeVisible();
    await expectNoViolations(page);
    const guest = await visitorPage(browser, link, theme);
    await expect(guest.getByText(bs['follow.eta']!)).toBeVisible();
    await expectNoViolations(guest);
    await guest.context().close();
  });
}

test('screens', async ({ page, browser }) => {
  test.skip(!process.env.TOVAR_SCREENSHOTS, 'screenshots only when asked for');
  test.setTimeout(300_000);
  const panel = await openFollowPanel(page);
  await panel.getByRole('button', { name: 'Create link' }).click();
  const link = await panel.getByLabel('New share link').inputValue();
  for (const theme of ['light', 'dark'] as const) {
    for (const [size, viewport] of Object.entries({ desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } })) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.setViewportSize(viewport);
      await page.reload();
      await waitForIslands(page);
      await expect(page.getByRole('dialog').getByText('Estimated arrival')).toBeVisible();
      await expect(page.locator('[data-ready]')).toHaveCount(1, { timeout: 30_000 });
      await page.getByRole('dialog').screenshot({ path: `test-results/screens/follow-${size}-${theme}-en.png` });
      const guest = await visitorPage(browser, link, theme);
      await guest.setViewportSize(viewport);
      await expect(guest.getByText(bs['follow.eta']!)).toBeVisible();
      await expect(guest.locator('[data-ready]')).toHaveCount(1, { timeout: 30_000 });
      await guest.screenshot({ path: `test-results/screens/track-${size}-${theme}-bs.png`, fullPage: true });
      await guest.context().close();
    }
  }
});

test('a transporter pauses and resumes sharing a vehicle’s position from the fleet page', async ({ page }) => {
  await openAs(page, 'office@alpenlogistik.example', '/platform/transporter/fleet');
  await waitForIslands(page);
  const pause = page.getByRole('button', { name: /^Pause sharing the position of / }).first();
  const name = (await pause.getAttribute('aria-label'))!.replace('Pause sharing the position of ', '');
  const row = page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
  await expect(row.getByText('Sharing paused')).toHaveCount(0);
  await pause.click();
  await expect(row.getByText('Sharing paused')).toBeVisible();
  await row.getByRole('button', { name: `Resume sharing the position of ${name}` }).click();
  await expect(row.getByText('Sharing paused')).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Pause sharing the position of ${name}` })).toBeVisible();
});
