/** The foundation: every route answers, 404, theme, language on static pages and islands, /platform, a11y. */
import { expect, test } from './test';
import { expectNoViolations } from './axe';
import { inLanguage, languages, logInAs, publicPaths, signInAs, texts, waitForIslands } from './helpers';

const appPaths = [
  '/home/user/log-in',
  '/home/user/log-out',
  '/home/user/forgot',
  '/home/user/reset-password',
  '/home/user/sign-up',
  '/platform',
  '/platform/account',
  '/platform/user',
  '/platform/user/create',
  '/platform/transporter',
  '/platform/transporter/transports',
  '/platform/transporter/fleet',
  '/platform/transporter/live',
];
const localizedPublicPaths = languages.flatMap((lang) => publicPaths.map((path) => inLanguage(path, lang)));

test.describe('routes', () => {
  for (const path of [...localizedPublicPaths, ...appPaths]) {
    test(`${path} answers 200 and names no generator version`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(await response.text()).not.toMatch(/<meta[^>]*name="generator"/i);
    });
  }

  // A profile is rendered on the server with its data: an id nobody has answers 404 (profiles.spec
  // shows its page), and names no generator either.
  for (const path of ['/platform/profile/user/x', '/platform/profile/company/x']) {
    test(`${path} answers 404 and names no generator version`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).not.toMatch(/<meta[^>]*name="generator"/i);
    });
  }

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page/anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page.getByText('The page you requested does not exist.')).toBeVisible();
    const goHome = page.getByRole('link', { name: 'Go home' });
    await expect(goHome).toHaveAttribute('href', '/home');
    await goHome.click();
    await expect(page).toHaveURL(/\/home$/);
  });
});

test('the theme persists across a reload', async ({ page }) => {
  await page.goto('/home');
  const themes = page.getByRole('group', { name: 'Theme' });
  await themes.getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect(themes.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await themes.getByRole('button', { name: 'Light' }).click();
  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
});

test('the language menu switches a static page and is remembered', async ({ page }) => {
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('header details > summary').click();
  await page.getByRole('link', { name: 'Српски (ћирилица)' }).click();
  // The menu's links carry the prerendered pathname, which ends in a slash.
  await expect(page).toHaveURL(/\/sr-Cyrl\/home\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0400-\u04FF]/);
  expect(await page.evaluate(() => localStorage.getItem('tovar-language'))).toBe('sr-Cyrl');

  await page.goto('/home');
  await expect(page).toHaveURL(/\/sr-Cyrl\/home$/);
});

// The account pages now share the public header's language menu (issue 14); the platform keeps the select.
test('the language select switches the islands without a reload', async ({ page }) => {
  await logInAs(page, 'marko@tovar.example');
  await expect(page).toHaveURL(/\/platform\/user$/);
  await waitForIslands(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const english = page.getByRole('group', { name: 'Theme', exact: true });
  await expect(english).toBeVisible();

  await page.getByLabel('Language').selectOption('de');

  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(english).toHaveCount(0);
  const german = texts('de', 'common');
  await expect(page.getByRole('group', { name: german['theme.label'], exact: true })).toBeVisible();
  await expect(page.getByLabel(german['language.label']!)).toHaveValue('de');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('tovar-language'))).toBe('de');

  // The server renders the next page in the chosen language (cookie).
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test.describe('/platform redirect', () => {
  test('sends a logged-out visitor to log in', async ({ page }) => {
    await page.goto('/platform');
    await expect(page).toHaveURL(/\/home\/user\/log-in$/);
  });

  test('sends a transport company to the transporter home', async ({ page }) => {
    await signInAs(page, 'TRANSPORT_COMPANY');
    await page.goto('/platform');
    await expect(page).toHaveURL(/\/platform\/transporter$/);
    await waitForIslands(page);
    await expect(page).toHaveURL(/\/platform\/transporter$/);
  });

  for (const accountType of ['USER', 'COMPANY'] as const) {
    test(`sends a ${accountType} to the user home`, async ({ page }) => {
      await signInAs(page, accountType);
      await page.goto('/platform');
      await expect(page).toHaveURL(/\/platform\/user$/);
      await waitForIslands(page);
      await expect(page).toHaveURL(/\/platform\/user$/);
    });
  }
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of ['/home', '/home/help', '/home/help/terms', '/home/user/log-in']) {
      test(`${path} in ${theme} has no axe violations`, async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await page.goto(path);
        await waitForIslands(page);
        if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
        const { passes } = await expectNoViolations(page);
        expect(passes.length).toBeGreaterThan(0);
      });
    }
  }
});
