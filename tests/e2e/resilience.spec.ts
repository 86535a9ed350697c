import { expect, test } from './test';
import { apiLogIn } from './helpers';

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
  // The loader gives up waiting for the islands (its cap after load) only on a page that stays: had
  // the second document reloaded on its failed import, a fresh one would be showing its own loader.
  await expect(page.locator('#app-loader')).toHaveCount(0, { timeout: 10_000 });
  expect(loads).toBe(2);
  const remembered = await page.evaluate(() => JSON.parse(sessionStorage.getItem('tovar-reloaded') ?? '[]') as string[]);
  expect(remembered).toHaveLength(1);
});

test('the API refuses a batch of more than 20 calls and answers one of 20', async ({ request }) => {
  const { token } = await apiLogIn(request, 'marko@tovar.example');
  const headers = { authorization: `Bearer ${token}` };
  const batch = (size: number) => {
    const paths = Array.from({ length: size }, () => 'auth.me').join(',');
    const input = Object.fromEntries(Array.from({ length: size }, (_, i) => [String(i), { json: null }]));
    return `/api/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`;
  };
  expect((await request.get(batch(20), { headers })).status()).toBe(200);
  expect((await request.get(batch(21), { headers })).status()).toBe(400);
});
