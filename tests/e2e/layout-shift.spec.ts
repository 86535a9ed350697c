/**
 * Pages that fill in after their first paint keep what is on screen in place (issue 23: CLS ≤ 0.02):
 * the layout shifts a phone sees while a page's data arrives, summed as Lighthouse's CLS sums them
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
  await page.getByRole('table').or(page.getByRole('list')).first().waitFor();
  await page.waitForTimeout(1500);
  return page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

test("the customer's home does not move as the transports come", async ({ page }) => {
  await startSession(page, 'ana@tovar.example');
  expect(await shiftsOn(page, paths.userHome)).toBeLessThan(0.02);
});

test('the load search does not move as the saved searches and loads come', async ({ page }) => {
  await startSession(page, 'dispatch@balkancargo.example');
  expect(await shiftsOn(page, paths.transporterTransports)).toBeLessThan(0.02);
});

// Before their skeletons kept the tabs' counts and the fleet's count line and button: 0.087 and 0.055.
for (const [name, path] of [
  ['jobs do not move as their counts come', paths.jobs],
  ['fleet does not move as its count and add button come', paths.fleet],
] as const) {
  test(`the transporter's ${name}`, async ({ page }) => {
    await startSession(page, 'dispatch@balkancargo.example');
    expect(await shiftsOn(page, path)).toBeLessThan(0.02);
  });
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
  ['ana@tovar.example', paths.userHome, 412, 'bell'],
  ['ana@tovar.example', paths.account, 1440, 'sidebar'],
  ['dispatch@balkancargo.example', paths.account, 1440, 'sidebar'],
  ['dispatch@balkancargo.example', paths.transporterHome, 1440, 'sidebar'],
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
  await startSession(page, 'ana@tovar.example');
  const release = await holdRequests(page, /transports\.mine/);
  await page.goto(paths.userHome);
  const heading = page.getByRole('heading', { name: 'My transports', level: 2 });
  await expect(heading).toBeVisible();
  const waiting = await heading.boundingBox();
  release();
  await expect(page.getByRole('link', { name: 'Create a transport request' })).toBeVisible();
  expect((await heading.boundingBox())!.y).toBe(waiting!.y);
});
