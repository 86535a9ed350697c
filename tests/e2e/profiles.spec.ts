/**
 * Public profiles and reviews (issue 12): both profiles in English and Serbian Cyrillic, rendered on the
 * server; a customer reviews the transporter after delivery and sees the rating follow on the company's
 * profile and on a bid; the not-found profile; axe in light and dark. Screenshots with TOVAR_SCREENSHOTS=1.
 */
import { expect, test, type Page } from './test';
import { expectNoViolations } from './axe';
import { profilePaths } from '../../src/lib/paths';
import { openAs, paths, signInAs, texts, toastWith, waitForIslands, type Language } from './helpers';
import { customer, deliveredAndAwarded, someProfiles, transporter } from './review-fixtures';

test.describe.configure({ timeout: 120_000 });

/** The language the next pages open in: stored as the language menu stores it, and sent as its cookie. */
async function useLanguage(page: Page, lang: Language) {
  await page.addInitScript((value) => localStorage.setItem('tovar-language', value), lang);
  await page.context().addCookies([{ name: 'tovar-language', value: lang, url: test.info().project.use.baseURL! }]);
}

const reviewCount = (page: Page) =>
  page
    .getByTestId('rating-count')
    .textContent()
    .then((text) => Number(text?.match(/\d+/)?.[0] ?? 'NaN'));

test('both public profiles are rendered on the server, in English and in Serbian Cyrillic', async ({ page, request }) => {
  const { userId, company } = await someProfiles(request);
  await signInAs(page, 'USER');
  for (const lang of ['en', 'sr-Cyrl'] as const) {
    const t = texts(lang, 'profiles');
    // What a link preview reads: the HTML as sent, without running a script.
    const html = await (
      await request.get(profilePaths.company(company.companyId), { headers: { cookie: `tovar-language=${lang}` } })
    ).text();
    expect(html).toContain(`<meta property="og:title" content="${company.companyName}"`);
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(t.reviews);
    expect(html).not.toMatch(/@drinatrans|@alpenlogistik|@balkancargo|@vardarexpress/);

    await useLanguage(page, lang);
    await page.goto(profilePaths.company(company.companyId));
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 2, name: company.companyName })).toBeVisible();
    // The top bar's effects have run (they follow a frame): the tab keeps the company's name.
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => setTimeout(settled))));
    expect(await page.title()).toContain(company.companyName);
    await expect(page.getByText(t.fleetSize!)).toBeVisible();
    await expect(page.getByText(t.completed!)).toBeVisible();
    await expect(page.getByRole('list', { name: t.distribution }).getByRole('meter')).toHaveCount(5);
    await expect(page.getByRole('heading', { name: t.latest })).toBeVisible();

    await page.goto(profilePaths.user(userId));
    await expect(page.getByRole('heading', { level: 2, name: 'Ana Kovačević' })).toBeVisible();
    await expect(page.getByText(t['accountType.USER']!)).toBeVisible();
    await expect(page.getByRole('heading', { name: t.reviews })).toBeVisible();
    await expect(page.getByText('ana@tovar.example')).toHaveCount(0);
    await expect(page.getByText('+387 61 234 567')).toHaveCount(0);
  }
});

test('Ivan reviews the transporter after delivery; the rating follows on its profile and on its bid', async ({
  browser,
  page,
  request,
}) => {
  const { delivered, awarded, companyId } = await deliveredAndAwarded(request);
  await openAs(page, customer, profilePaths.company(companyId));
  const before = await reviewCount(page);
  const bidRow = async () => {
    await page.goto(`${paths.userHome}?transport=${awarded}`);
    await waitForIslands(page);
    return page
      .getByRole('dialog')
      .getByRole('table', { name: /Bids received/ })
      .locator('tbody tr')
      .first();
  };
  await expect(await bidRow()).toContainText(`${before} review`);

  await page.goto(`${paths.userHome}?transport=${delivered}`);
  await waitForIslands(page);
  const dialog = page.getByRole('dialog');
  const form = dialog.getByRole('form', { name: 'Leave a review' });
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByText('Please choose a rating from 1 to 5 stars')).toBeVisible();
  await expect(form.getByText('Please write at least 10 characters')).toBeVisible();
  // The stars are a radio group: the arrow keys move from 1 to 2 stars.
  await form.getByRole('radio', { name: '1 star', exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: '1 star', exact: true })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '2 stars' })).toBeChecked();
  await form.getByLabel('Your review').fill('Arrived a day late and nobody called.');
  await expectNoViolations(page);
  if (process.env.TOVAR_SCREENSHOTS) await page.screenshot({ path: 'test-results/screens/review-form-desktop-light-en.png' });
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(toastWith(page, 'Thank you! Your review is published.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: /^Your review of / })).toBeVisible();
  await expect(dialog.getByText('Arrived a day late and nobody called.')).toBeVisible();

  await page.goto(profilePaths.company(companyId));
  expect(await reviewCount(page)).toBe(before + 1);
  const latest = page.getByRole('article').first();
  await expect(latest).toContainText('Arrived a day late and nobody called.');
  await expect(latest).toContainText('Review test');
  await expect(await bidRow()).toContainText(`${before + 1} reviews`);

  // The transporter reviews Ivan from the delivered job.
  const carrierPage = await browser.newPage();
  await openAs(carrierPage, transporter, `${paths.jobs}?job=${delivered}`);
  await waitForIslands(carrierPage);
  const job = carrierPage.getByRole('dialog').getByRole('form', { name: 'Leave a review' });
  await job.getByRole('radio', { name: '5 stars' }).focus();
  await carrierPage.keyboard.press('Space');
  await job.getByLabel('Your review').fill('Everything was ready for loading.');
  await job.getByRole('button', { name: 'Publish review' }).click();
  await expect(carrierPage.getByRole('dialog').getByRole('heading', { name: 'Your review of Ivan Horvat' })).toBeVisible();
  if (process.env.TOVAR_SCREENSHOTS) await carrierPage.screenshot({ path: 'test-results/screens/review-done-desktop-light-en.png' });
  await carrierPage.close();
});

test("a link preview's address and picture start at the app's address, whatever Host the request names (issue 22)", async ({
  request,
  baseURL,
}) => {
  const { userId, company } = await someProfiles(request);
  // The server runs without PUBLIC_APP_URL, so its address is http://localhost:PORT: the baseURL.
  const headers = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' };
  for (const path of [profilePaths.company(company.companyId), profilePaths.user(userId)]) {
    const html = await (await request.get(path, { headers })).text();
    expect(html).toContain(`<meta property="og:url" content="${baseURL}${path}"`);
    for (const [, content] of html.matchAll(/<meta property="og:image" content="([^"]*)"/g)) {
      expect(content?.startsWith(`${baseURL}/api/files/`), content).toBe(true);
    }
    expect(html).not.toContain('attacker.example');
  }
});

test('an unknown or malformed profile says so with a 404', async ({ page }) => {
  await signInAs(page, 'USER');
  const unknown = await page.goto(profilePaths.user(crypto.randomUUID()));
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
  const malformed = await page.goto(profilePaths.company('not-an-id'));
  expect(malformed?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Company not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the platform' })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the profiles have no axe violations (${theme})`, async ({ page, request }) => {
    const { userId, company } = await someProfiles(request);
    await signInAs(page, 'USER');
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    for (const path of [profilePaths.company(company.companyId), profilePaths.user(userId), profilePaths.user(crypto.randomUUID())]) {
      await page.goto(path);
      await waitForIslands(page);
      await expectNoViolations(page);
    }
  });
}

test('profile screenshots', async ({ page, request }) => {
  test.skip(!process.env.TOVAR_SCREENSHOTS, 'screenshots only when asked for');
  const { userId, company } = await someProfiles(request);
  await signInAs(page, 'USER');
  for (const lang of ['en', 'sr-Cyrl'] as const) {
    await useLanguage(page, lang);
    for (const theme of ['light', 'dark'] as const) {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      for (const [size, viewport] of Object.entries({ desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } })) {
        await page.setViewportSize(viewport);
        for (const [name, path] of [
          ['company', profilePaths.company(company.companyId)],
          ['user', profilePaths.user(userId)],
        ] as const) {
          await page.goto(path);
          await waitForIslands(page);
          await page.screenshot({ path: `test-results/screens/profile-${name}-${size}-${theme}-${lang}.png`, fullPage: true });
        }
      }
    }
  }
});
