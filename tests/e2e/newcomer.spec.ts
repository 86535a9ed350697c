/**
 * What a newcomer touches first (issue 14): one site header on the public and account pages, menus
 * that close like menus, a System theme that follows the OS live, and no promise of a feature that
 * has not landed (src/lib/features.ts).
 */
import { expect, test } from './test';
import { features } from '../../src/lib/features';
import { logIn, logInAs, paths, readOutboxLink, texts, toastWith, uniqueEmail, waitForIslands } from './helpers';

test('the account pages use the public header: Help, Terms and the language menu', async ({ page }) => {
  for (const path of [paths.logIn, paths.signUp, paths.forgot]) {
    await page.goto(path);
    await waitForIslands(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Help' })).toHaveCount(1);
    await expect(header.getByRole('link', { name: 'Terms and conditions' })).toHaveCount(1);
    await expect(header.getByRole('combobox')).toHaveCount(0);
    await expect(header.getByText('Language:')).toHaveCount(1);
  }
});

test('choosing a language on the log-in page shows it in that language', async ({ page }) => {
  await page.goto(paths.logIn);
  await waitForIslands(page);
  await page.getByRole('banner').locator('summary').click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/home\/user\/log-in$/);
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
});

test('the language menu closes on Escape (focus back on its button) and on a click outside', async ({ page }) => {
  for (const path of [paths.home, paths.logIn]) {
    await page.goto(path);
    await waitForIslands(page).catch(() => undefined);
    const button = page.getByRole('banner').locator('summary');
    const deutsch = page.getByRole('link', { name: 'Deutsch' });
    await button.click();
    await expect(deutsch).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(deutsch).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await expect(deutsch).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(deutsch).toBeHidden();
  }
});

test('the System theme follows the OS while the page is open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  for (const path of [paths.home, paths.logIn]) {
    await page.goto(path);
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  }
});

test('the public pages promise only what has landed', async ({ page }) => {
  // The transporters' marketplace (issue 10) and live tracking (issue 11) have landed.
  const live = features.liveTracking ? 1 : 0;
  await page.goto(paths.home);
  await expect(page.getByText('receive bids within hours')).toHaveCount(0);
  await expect(page.getByText('follow the delivery live')).toHaveCount(0);
  await expect(page.getByText('live fleet tracking')).toHaveCount(live);
  await expect(page.getByText('Transport companies can create their account today.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Find loads on your routes' })).toBeVisible();
  await page.goto(paths.help);
  await expect(page.getByText('How do transporters bid on my request?')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'For transporters' })).toBeVisible();
  await expect(page.getByText('How does live tracking work?')).toHaveCount(live);
});

test('the help intro, the posting answer and the meta description promise bidding only once it has landed', async ({ page }) => {
  const help = texts('en', 'help');
  const common = texts('en', 'common');
  const landed = features.transporterMarketplace;
  await page.goto(paths.help);
  await expect(page.getByText(help[landed ? 'intro' : 'introToday']!)).toBeVisible();
  await expect(page.getByText(help[landed ? 'introToday' : 'intro']!)).toHaveCount(0);
  await page.getByText(help['sections.posting.q1']!).click();
  await expect(page.getByText(help[landed ? 'sections.posting.a1' : 'sections.posting.a1Today']!)).toBeVisible();
  await expect(page.getByText(help[landed ? 'sections.posting.a1Today' : 'sections.posting.a1']!)).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', help[landed ? 'intro' : 'introToday']!);
  for (const path of [paths.landing, paths.logIn]) {
    await page.goto(path);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      common[landed ? 'app.description' : 'app.descriptionToday']!,
    );
  }
});

test("a transporter's home shows today's work, with links into its lists", async ({ page }) => {
  await logInAs(page, 'info@drinatrans.example');
  await expect(page).toHaveURL(/\/platform\/transporter$/);
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Jobs to start today/ })).toBeVisible();
  await page.getByRole('link', { name: 'Open the fleet' }).click();
  await expect(page).toHaveURL(/\/platform\/transporter\/fleet$/);
});

test('the phone navigation takes the focus to its first link, closes on Escape and on a click outside, focus back on its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInAs(page, 'marko@tovar.example');
  await expect(page).toHaveURL(/\/platform\/user$/);
  await waitForIslands(page);
  const open = page.getByRole('button', { name: 'Open navigation' });
  const nav = page.locator('#mobile-nav');
  // By keyboard: the first link takes the focus (the top bar's controls stand between the button and the menu).
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await expect(nav).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(nav).toBeHidden();
});

test('the skip link and the logo follow a language chosen in the top bar, without a reload', async ({ page }) => {
  await logInAs(page, 'marko@tovar.example');
  await expect(page).toHaveURL(/\/platform\/user$/);
  await waitForIslands(page);
  await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
  const skip = page.locator('a[href="#main"]');
  await expect(skip).toHaveText('Skip to content');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('sr-Cyrl');
  const serbian = texts('sr-Cyrl', 'common');
  await expect(skip).toHaveText(serbian['a11y.skipToContent']!);
  await expect(page.locator('[data-i18n="common:app.name"]').first()).toHaveText(serbian['app.name']!);
  expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);
});

test('sign-up says the account is ready and what the mail is for when log-in does not wait for it', async ({ page }) => {
  // The e2e server asks for confirmation; the answer of a server that does not (the demo) is played here.
  await page.route('**/api/trpc/auth.signUp**', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('"confirmationRequired":true', '"confirmationRequired":false');
    await route.fulfill({ response, body });
  });
  const email = uniqueEmail('ready');
  await page.goto(paths.signUp);
  await waitForIslands(page);
  await page.getByLabel('Name', { exact: true }).fill('Ready Reader');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('ready-pass-1');
  await page.getByRole('radiogroup', { name: 'Account type' }).getByText('User', { exact: true }).click();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  const done = page.getByRole('status').filter({ has: page.getByRole('heading', { name: 'Account created' }) });
  await expect(done).toContainText(texts('en', 'auth')['signUp.ready']!.replace('{{email}}', email));
  await expect(done).not.toContainText('Open it to activate your account');
});

test('a 100-character company name is cut to one line in the top bar and the user menu', async ({ page }) => {
  test.slow(); // sign-up, confirmation and log-in each hash a password
  const name = 'Međunarodni prevoz robe i logistika Balkan Express Sarajevo Beograd Zagreb Skopje Podgorica d.o.o.'.padEnd(100, '.');
  const email = uniqueEmail('long-name');
  await page.goto(paths.signUp);
  await waitForIslands(page);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('long-name-pass-1');
  await page.getByRole('radiogroup', { name: 'Account type' }).getByText('Company', { exact: true }).click();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.goto(await readOutboxLink(page, email, 'Confirm my email address'));
  await expect(toastWith(page, 'Your email address is confirmed. You can log in now.')).toBeVisible();
  await logIn(page, email, 'long-name-pass-1');
  await expect(page).toHaveURL(/\/platform\/user$/);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const menuButton = page.getByRole('banner').getByRole('button', { name, exact: true });
    const button = (await menuButton.boundingBox())!;
    expect(button.height).toBeLessThanOrEqual(40);
    expect(button.width).toBeLessThanOrEqual(220);
    await menuButton.click();
    const menu = page.getByRole('menu');
    const label = menu.getByText(name, { exact: true });
    await expect(label).toBeVisible();
    const line = (await label.boundingBox())!;
    expect(line.height).toBeLessThanOrEqual(24);
    const box = (await menu.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.keyboard.press('Escape');
  }
});
