import { expect, test } from '@playwright/test';

// Spec section 4: a dynamically loaded page that fails to load reloads the page once per distinct
// error message, so a stale deployment heals itself but a broken one does not loop.
test('a page whose island fails to load reloads once, not forever', async ({ page }) => {
  // Astro retries a failed import once with ?astro-retry=<time>: that fails too.
  await page.route(/\/_astro\/LogInForm\.[\w-]+\.js/, (route) => route.abort());
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('/home/user/log-in');
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
  await page.waitForTimeout(2_000);
  expect(loads).toBe(2);
  const remembered = await page.evaluate(() => JSON.parse(sessionStorage.getItem('tovar-reloaded') ?? '[]') as string[]);
  expect(remembered).toHaveLength(1);
});
