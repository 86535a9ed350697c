/**
 * The keyboard's focus: every stop of the Tab key shows where the focus is (WCAG 2.4.7): on two
 * pages with the top bar, tabs, a filter of radio buttons and forms, each element the keyboard
 * reaches looks different focused than not (two screenshots a stop; they hide the text caret, so a
 * field's blinking caret does not count); nothing focused hides under the sticky top bar (2.4.11); and after an action whose
 * button goes away, the focus lands somewhere that says what happened, not on the dialog's frame.
 */
import type { ElementHandle } from '@playwright/test';
import { expect, test, type Page } from './test';
import { loadWithTwoBids } from './api-fixtures';
import { openAs, paths, waitForIslands } from './helpers';

test.describe.configure({ timeout: 90_000 });

/** The elements the Tab key reaches, in order, from the top of the page until it comes round again. */
async function tabStops(page: Page, most = 80): Promise<ElementHandle<Element>[]> {
  const stops: ElementHandle<Element>[] = [];
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    // Past the last stop the focus leaves the page (the body), or comes round to the first.
    const focused = (
      await page.evaluateHandle(() => (document.activeElement === document.body ? null : document.activeElement))
    ).asElement();
    if (!focused || (stops[0] && (await stops[0].evaluate((first, now) => first === now, focused)))) break;
    stops.push(focused);
  }
  return stops;
}

/** The element with a little room around it, so that an outline or a ring drawn outside it is seen. */
async function shotAround(page: Page, element: ElementHandle<Element>): Promise<Buffer> {
  const box = (await element.boundingBox())!;
  const clip = { x: Math.max(0, box.x - 6), y: Math.max(0, box.y - 6), width: box.width + 12, height: box.height + 12 };
  return page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
}

/** The Tab stops that look the same focused (by the keyboard) and not. */
async function stopsWithoutFocusIndicator(page: Page): Promise<string[]> {
  const stops = await tabStops(page);
  expect(stops.length).toBeGreaterThan(5);
  const unseen: string[] = [];
  for (const stop of stops) {
    await stop.scrollIntoViewIfNeeded();
    // The last input was a key, so focus() draws the keyboard's focus (:focus-visible).
    await stop.evaluate((element) => (element as HTMLElement).blur());
    const blurred = await shotAround(page, stop);
    await stop.evaluate((element) => (element as HTMLElement).focus());
    const focused = await shotAround(page, stop);
    if (focused.equals(blurred)) {
      unseen.push(
        await stop.evaluate(
          (element) =>
            `${element.tagName.toLowerCase()} ${element.getAttribute('role') ?? ''} ${(element.textContent ?? '').trim().slice(0, 30)}`,
        ),
      );
    }
  }
  return unseen;
}

for (const [who, path] of [
  ['ana@tovar.example', '/platform/account'],
  ['ana@tovar.example', '/platform/notifications'],
] as const) {
  test(`every Tab stop shows its focus on ${path}`, async ({ page }) => {
    await openAs(page, who, path);
    await waitForIslands(page);
    expect(await stopsWithoutFocusIndicator(page)).toEqual([]);
  });
}

test('going back with Shift+Tab down a long page, nothing focused hides under the sticky top bar', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 700 });
  await openAs(page, 'dispatch@balkancargo.example', '/platform/transporter/transports');
  await waitForIslands(page);
  const stops = await tabStops(page, 200);
  expect(stops.length).toBeGreaterThan(40);
  const hidden: string[] = [];
  for (let i = 1; i < stops.length; i++) {
    await page.keyboard.press('Shift+Tab');
    // WCAG 2.4.11: the focused element is not entirely behind the bar.
    const under = await page.evaluate(() => {
      const header = document.querySelector('header')!;
      const focused = document.activeElement!;
      if (header.contains(focused)) return null;
      const [bar, box] = [header.getBoundingClientRect(), focused.getBoundingClientRect()];
      const behind = box.bottom <= bar.bottom && box.right > bar.left && box.left < bar.right;
      return behind ? (focused.textContent ?? '').trim().slice(0, 30) : null;
    });
    if (under !== null) hidden.push(under);
  }
  expect(hidden).toEqual([]);
});

test("awarding by keyboard leaves the focus on the dialog's title, beside the new status", async ({ page }) => {
  const title = 'Keyboard award: a sofa Sarajevo → Beograd';
  const id = await loadWithTwoBids(page.request, title);
  await openAs(page, 'ana@tovar.example', `${paths.userHome}?transport=${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Award to Drina Trans' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Award transport' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Awarded', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: title, level: 2 })).toBeFocused();
});

test("placing a bid by keyboard leaves the focus on the bid's own card", async ({ page }) => {
  const title = 'Keyboard bid: a sofa Sarajevo → Beograd';
  const id = await loadWithTwoBids(page.request, title);
  await openAs(page, 'office@alpenlogistik.example', `${paths.transporterTransports}?load=${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Amount').fill('380');
  await dialog.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.locator('[role="option"]:not([aria-disabled="true"])').first().click();
  await dialog.getByRole('button', { name: 'Place bid' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your bid was placed.')).toBeVisible();
  await expect(dialog.getByTestId('own-bid')).toBeFocused();
  await expect(dialog.getByTestId('own-bid')).toContainText('380');
});

test('a dialog opened without a trigger gives the focus back to what opened it when it closes', async ({ page }) => {
  // Radix returns the focus to a DialogTrigger only; these open from a row's button or a page's button.
  await openAs(page, 'ana@tovar.example', paths.userHome);
  await waitForIslands(page);
  const opener = page.getByRole('button', { name: /^Moving a 2-room flat/ });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /^Moving a 2-room flat/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(opener).toBeFocused();
  // A click on the row beside its button focuses nothing: closing does not go back to what was focused
  // before (the page would jump to it), but to the page's title, as any focus with nowhere to go.
  await page.getByRole('link', { name: 'Create a transport request' }).focus();
  await page
    .getByRole('row', { name: /^Moving a 2-room flat/ })
    .getByRole('cell')
    .nth(1)
    .click();
  await expect(page.getByRole('dialog', { name: /^Moving a 2-room flat/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1 })).toBeFocused();

  await openAs(page, 'office@alpenlogistik.example', paths.fleet);
  await waitForIslands(page);
  const add = page.getByRole('button', { name: 'Add vehicle' });
  await add.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(add).toBeFocused();
});
