/**
 * Pages that fill in after their first paint keep what is on screen in place (issue 23: CLS ≤ 0.02):
 * the layout shifts a phone or a desktop sees while a page's data arrives, summed as Lighthouse's CLS sums them
 * (one page load, no input). Lighthouse measured 0.74 on the load search and 0.08 on the customer's
 * home before their skeletons took the size of what replaces them.
 */
import { expect, test, type Locator, type Page } from './test';
import { holdRequests, paths, startSession, waitForIslands } from './helpers';

test.use({ viewport: { width: 412, height: 823 } });

async function shiftsOn(page: Page, path: string): Promise<number> {
  await page.addInitScript(() => {
    (window as unknown as { __layoutShift: number }).__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) (window as unknown as { __layoutShift: number }).__layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(path);
  await waitForIslands(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForTimeout(1500);
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

// Every platform page of both portals on a phone, and on a desktop those whose shell differs (a portal's
// own page, one for every account, the live map). Before their skeletons kept the tabs' counts and the
// fleet's count line and button, the jobs page read 0.087 on a phone and the fleet 0.055; before the shell
// kept its place (below), the customer's home read 0.037 when two moves met in one frame.
const customer = 'ana@tovar.example';
const transporter = 'dispatch@balkancargo.example';
const pages = [
  [customer, paths.userHome, [412, 1440]],
  [customer, paths.createTransport, [412]],
  [customer, paths.messages, [412]],
  [customer, paths.notifications, [412]],
  [customer, paths.account, [412, 1440]],
  [transporter, paths.transporterHome, [412, 1440]],
  [transporter, paths.transporterTransports, [412]],
  [transporter, paths.jobs, [412]],
  [transporter, paths.fleet, [412]],
  [transporter, paths.live, [412, 1440]],
  [transporter, paths.account, [412, 1440]],
] as const;
for (const [who, path, widths] of pages) {
  for (const width of widths) {
    test(`${path} does not move as its data comes (${who.split('@')[0]}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 823 });
      await startSession(page, who);
      expect(await shiftsOn(page, path)).toBeLessThan(0.02);
    });
  }
}

/** Where `pick` finds its element before any island's script has run (the inline scripts have; the loader, which only islands lift, left out). */
async function boxBeforeIslands(page: Page, path: string, pick: Locator) {
  await page.route(/\/_astro\/.+\.js$/, (route) => route.abort());
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</head>', '<style>#app-loader{display:none}</style></head>');
    await route.fulfill({ response, body });
  });
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  const box = await pick.boundingBox();
  await page.unrouteAll();
  return box;
}

// The server cannot know who is signed in: it keeps the user menu's place (the bell beside it would jump
// sideways), and the sidebar's links of the visitor's portal are there from the first paint (those below
// would jump down): on a page for one portal and on one for both.
for (const [who, path, width, control] of [
  [customer, paths.userHome, 412, 'bell'],
  [customer, paths.account, 1440, 'sidebar'],
  [transporter, paths.account, 1440, 'sidebar'],
  [transporter, paths.transporterHome, 1440, 'sidebar'],
] as const) {
  test(`the shell stays where it was drawn when the user is known (${who.split('@')[0]} on ${path}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 823 });
    await startSession(page, who);
    const pick =
      control === 'bell'
        ? page.getByRole('button', { name: /^Notifications/ })
        : page.getByRole('navigation', { name: 'Platform navigation' }).getByRole('link', { name: /^Messages/ });
    const drawn = await boxBeforeIslands(page, path, pick);
    expect(drawn).not.toBeNull();
    await page.goto(path);
    await waitForIslands(page);
    await expect(page.getByRole('button', { name: /^(Ana Kovačević|Balkan Cargo)/ })).toBeVisible();
    const hydrated = await pick.boundingBox();
    expect({ x: Math.round(hydrated!.x), y: Math.round(hydrated!.y) }).toEqual({ x: Math.round(drawn!.x), y: Math.round(drawn!.y) });
  });
}

test("the customer's list stays where its skeleton was when the prompt above it comes", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await startSession(page, customer);
  const release = await holdRequests(page, /transports\.mine/);
  await page.goto(paths.userHome);
  const heading = page.getByRole('heading', { name: 'My transports', level: 2 });
  await expect(heading).toBeVisible();
  const waiting = await heading.boundingBox();
  release();
  await expect(page.getByRole('link', { name: 'Create a transport request' })).toBeVisible();
  expect((await heading.boundingBox())!.y).toBe(waiting!.y);
});
