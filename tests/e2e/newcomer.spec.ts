/**
 * What a newcomer touches first (issue 14): one site header on the public and account pages, menus
 * that close like menus, a System theme that follows the OS live, and no promise of a feature that
 * has not landed (src/lib/features.ts).
 */
import { expect, test } from '@playwright/test';
import { features } from '../../src/lib/features';
import { logIn, paths, texts, waitForIslands } from './helpers';

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
  await page.goto(paths.home);
  await expect(page.getByText('receive bids within hours')).toHaveCount(0);
  await expect(page.getByText('live fleet tracking')).toHaveCount(0);
  await expect(page.getByText('Transport companies can create their account today.')).toBeVisible();
  await page.goto(paths.help);
  await expect(page.getByText('How do transporters bid on my request?')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'For transporters' })).toHaveCount(0);
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

test("a new transporter's home says what they can do today", async ({ page }) => {
  await logIn(page, 'info@drinatrans.example', 'demo1234');
  await expect(page).toHaveURL(/\/platform\/transporter$/);
  await expect(page.getByRole('heading', { name: 'What you can do today' })).toBeVisible();
  await page.getByRole('link', { name: 'Open My account' }).click();
  await expect(page).toHaveURL(/\/platform\/account$/);
});

test('the phone navigation closes on Escape and on a click outside, focus back on its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, 'marko@tovar.example', 'demo1234');
  await expect(page).toHaveURL(/\/platform\/user$/);
  await waitForIslands(page);
  const open = page.getByRole('button', { name: 'Open navigation' });
  const nav = page.locator('#mobile-nav');
  await open.click();
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await expect(nav).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(nav).toBeHidden();
});
