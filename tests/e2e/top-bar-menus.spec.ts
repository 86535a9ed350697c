/**
 * Issue 23: the top bar's user menu and notification bell load their Radix and floating-ui code on
 * first use (src/client/lazy-until-used.tsx), and behave as before once open: a key opens the menu
 * with focus on its first item, a click with focus in it, Escape closes and gives focus back.
 */
import { expect, test, type Page } from './test';
import { logInAs, waitForIslands } from './helpers';

const popupChunk = /\/(UserMenuPopup|NotificationBellPopover)\.[^/]*\.js$/;

async function signedIn(page: Page): Promise<string[]> {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (popupChunk.test(new URL(request.url()).pathname)) loaded.push(new URL(request.url()).pathname);
  });
  await logInAs(page, 'marko@tovar.example');
  await expect(page).toHaveURL(/\/platform\/user$/);
  await waitForIslands(page);
  return loaded;
}

// By its markup: while a menu is open Radix hides the rest of the page from assistive technology.
const userMenuButton = (page: Page) => page.locator('header button[aria-haspopup="menu"]');
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('the popups load nothing until used, then open from the keyboard as menus do', async ({ page }) => {
  const loaded = await signedIn(page);
  await expect(userMenuButton(page)).toHaveAttribute('aria-haspopup', 'menu');
  await expect(userMenuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(bell(page)).toHaveAttribute('aria-haspopup', 'dialog');
  expect(loaded).toEqual([]);

  await userMenuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeFocused();
  await expect(userMenuButton(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown'); // the account type is disabled: skipped
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(userMenuButton(page)).toBeFocused();
  await expect(userMenuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown'); // once loaded, Radix's own trigger
  await expect(page.getByRole('menuitem', { name: 'My account' })).toBeFocused();
  await page.keyboard.press('Escape');
  // Closed, with focus back on its button, before going on: focus moved while the menu still held it
  // came back to the menu's button, and the key meant for the bell opened the menu again.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(userMenuButton(page)).toBeFocused();

  await bell(page).focus();
  await page.keyboard.press(' ');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell(page)).toBeFocused();
  expect(loaded.length).toBeGreaterThanOrEqual(2);
});

test('a click opens the user menu with focus in it; hovering fetches its code first', async ({ page }) => {
  const loaded = await signedIn(page);
  await userMenuButton(page).hover();
  await expect.poll(() => loaded.some((path) => path.includes('UserMenuPopup'))).toBe(true);
  await userMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(userMenuButton(page)).toBeFocused();
  await userMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/platform\/account$/);
});
