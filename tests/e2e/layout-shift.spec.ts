/**
 * Pages that fill in after their first paint keep what is on screen in place (issue 23: CLS ≤ 0.02):
 * the layout shifts a phone sees while a page's data arrives, summed as Lighthouse's CLS sums them
 * (one page load, no input). Lighthouse measured 0.74 on the load search and 0.08 on the customer's
 * home before their skeletons took the size of what replaces them.
 */
import { expect, test, type Page } from './test';
import { paths, startSession, waitForIslands } from './helpers';

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
