/**
 * Headers on every kind of response of the built server, and the Content-Security-Policy at work in
 * Chromium: the pages run with no violation, and a script injected into a page is blocked.
 */
import { expect, test, type APIResponse, type Page } from './test';
import { logInAs, publicPaths, waitForIslands } from './helpers';

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toContain("'unsafe-inline' 'unsafe-eval'");
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc, what).not.toContain('unsafe-inline');
  if (headers['content-type']?.startsWith('text/html')) {
    expect(headers['content-type'], what).toBe('text/html; charset=utf-8');
    expect(csp, what).toMatch(/script-src 'self' 'sha256-/);
  }
}

test('every kind of response carries the security headers', async ({ request }) => {
  const page = await request.get('/home/user/log-in');
  const asset = (await page.text()).match(/\/_astro\/[^"']+\.js/)?.[0];
  expect(asset, 'the log-in page loads a hashed asset').toBeTruthy();
  const kinds: [string, string, number][] = [
    ['prerendered page', '/home', 200],
    ['prerendered page in another language', '/sr-Cyrl/home/help', 200],
    ['server page', '/home/user/log-in', 200],
    ['platform page', '/platform/user', 200],
    ['API health', '/api/health', 200],
    ['tRPC', '/api/trpc/auth.me', 401],
    ['hashed asset', asset!, 200],
    ['public file', '/favicon.svg', 200],
    ['404 page', '/no-such-page', 404],
    ['unknown API path', '/api/no-such-thing', 404],
    ['outbox', '/dev/outbox', 404],
  ];
  for (const [what, path, status] of kinds) {
    const response = await request.get(path);
    if (what !== 'outbox') expect(response.status(), what).toBe(status);
    expectSecurityHeaders(response, what);
  }
  const hashed = await request.get(asset!);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/home')).headers()['cache-control']).toBe('no-cache');
});

test('the API tells anonymous callers nothing but ok, and no page names a version', async ({ request }) => {
  expect(await (await request.get('/api/health')).json()).toEqual({ ok: true });
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/name="generator"/);
});

/** Collects CSP violations from the first script on, before the page's own scripts run. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('pages run under the CSP with no violation', async ({ page }) => {
  await recordViolations(page);
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  for (const path of [...publicPaths, '/home/user/sign-up']) {
    await page.goto(path);
    expect(await violations(page), path).toEqual([]);
  }
  // An island page works: the log-in form hydrates and logs in.
  await logInAs(page, 'ana@tovar.example');
  await expect(page).toHaveURL(/\/platform\/user/);
  await waitForIslands(page);
  await page.goto('/platform/account');
  await waitForIslands(page);
  expect(await violations(page)).toEqual([]);
  // Another language's copy (this stores the language, so it comes last).
  await page.goto('/sr-Cyrl/home');
  expect(await violations(page)).toEqual([]);
  expect(messages).toEqual([]);
});

test('a script injected into a page is blocked', async ({ page }) => {
  await recordViolations(page);
  for (const path of ['/home', '/home/user/log-in']) {
    await page.goto(path);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      const handler = document.createElement('img');
      handler.setAttribute('src', 'data:,x');
      handler.setAttribute('onerror', 'window.injectedHandler = true');
      document.body.append(handler);
    });
    await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src/));
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { injectedHandler?: boolean }).injectedHandler)).toBeUndefined();
  }
});
