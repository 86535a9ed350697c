/**
 * The Fleet page as a demo transporter (issue 10): add a vehicle (a field error first), edit it, put
 * it in maintenance, remove it after a confirmation; a plate the fleet has shows its error at the
 * field; a generated tracker id with the phone app's setup (server URL to copy, QR code) that the
 * tracker endpoint accepts (issue 22); axe clean in light and dark with the list and the dialog open.
 */
import { expect, test, type Page } from './test';
import { expectNoViolations } from './axe';
import { openAs, paths, sendPosition, toastWith, waitForIslands } from './helpers';
import { expectSaidOnce } from './said-once';

// Alpen Logistik: no other spec changes its fleet.
const transporter = 'office@alpenlogistik.example';

async function openFleet(page: Page) {
  await openAs(page, transporter, paths.fleet);
  await waitForIslands(page);
  await expect(page.getByRole('row', { name: /DAF XF 480/ })).toBeVisible();
}

test('a vehicle on a job can be edited, but neither put in maintenance nor removed', async ({ page }) => {
  await openFleet(page);
  const onJob = page.getByRole('row').filter({ hasText: 'On a job' }).first();
  await expect(onJob).toBeVisible();
  await expect(onJob.getByRole('button', { name: /^Edit/ })).toBeVisible();
  await expect(onJob.getByRole('button', { name: /^(Remove|Put in maintenance)/ })).toHaveCount(0);
});

test('on a phone a dialog’s buttons stand in the order Tab meets them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, transporter, paths.fleet);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const footer = page.getByRole('dialog').locator('[data-slot=dialog-footer]');
  const tops = await footer.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().top));
  expect(tops.length).toBeGreaterThan(1);
  expect(tops).toEqual([...tops].sort((a, b) => a - b));
});

test('add, edit, put in maintenance and remove a vehicle', async ({ page, context, request, baseURL }) => {
  const name = `Iveco Daily ${Date.now().toString(36)}`;
  await openFleet(page);

  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
  await dialog.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(dialog.getByText('Enter a name of at least 2 characters.')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Licence plate').fill('gu 777 ab');
  await dialog.getByRole('combobox', { name: 'Vehicle type' }).click();
  await page.getByRole('option', { name: 'Box truck' }).click();
  await dialog.getByLabel('Capacity (kg)').fill('3500');
  await dialog.getByLabel('Cargo length (cm)').fill('500');
  await dialog.getByLabel('Cargo width (cm)').fill('220');
  await dialog.getByLabel('Cargo height (cm)').fill('9');
  await dialog.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(dialog.getByText('Enter a size between 10 and 2,000 cm.')).toBeVisible();
  await expect(dialog.getByLabel('Cargo height (cm)')).toBeFocused();
  await dialog.getByLabel('Cargo height (cm)').fill('220');
  await dialog.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(toastWith(page, `${name} was added to your fleet.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('GU 777 AB');
  await expect(row).toContainText('500 × 220 × 220 cm');
  await expect(row).toContainText('24.2 m³');
  await expect(row).toContainText('No tracker');
  await expect(row).toContainText('Available');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(editDialog.getByLabel('Capacity (kg)')).toHaveValue('3500');
  await editDialog.getByLabel('Capacity (kg)').fill('4200');
  const trackerField = editDialog.getByLabel('Tracker device ID (optional)');
  await expect(editDialog.getByRole('region', { name: 'Set up the phone app' })).toHaveCount(0);
  await editDialog.getByRole('button', { name: 'Generate a tracker ID' }).click();
  await expect(trackerField).toHaveValue(/^[a-z2-7]{26}$/);
  const trackerId = await trackerField.inputValue();
  const setup = editDialog.getByRole('region', { name: 'Set up the phone app' });
  await expect(setup.getByRole('img', { name: `QR code for Traccar Client: server URL and tracker ID ${trackerId}` })).toBeVisible();
  const serverUrl = `${baseURL}/api/osmand`;
  await expect(setup.getByLabel('Server URL (Traccar Client)')).toHaveValue(serverUrl);
  await expect(setup.getByLabel('Web address (OsmAnd online tracking)')).toHaveValue(
    `${serverUrl}?id=${trackerId}&timestamp={2}&lat={0}&lon={1}&speed={5}&bearing={6}&altitude={4}&accuracy={3}&batt={7}`,
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await setup.getByRole('button', { name: 'Copy server URL' }).click();
  await expect(toastWith(page, 'Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(serverUrl);
  await editDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(toastWith(page, `${name} was saved.`)).toBeVisible();
  await expect(row).toContainText('4,200 kg');
  await expect(row).toContainText(trackerId);
  // The phone app, set up from the panel, reports under the generated id in the OsmAnd form.
  expect((await sendPosition(request, trackerId, '47.07', '15.44')).status()).toBe(200);

  await row.getByRole('button', { name: `Put in maintenance: ${name}` }).click();
  await expect(row).toContainText('Maintenance');
  await expect(row.getByRole('button', { name: `Mark available: ${name}` })).toBeVisible();

  await row.getByRole('button', { name: `Remove ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Remove ${name}?` });
  await confirm.getByRole('button', { name: 'Remove vehicle' }).click();
  await expect(toastWith(page, `${name} was removed from your fleet.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  // The Remove button went with its row: the focus goes to the list's heading, not back to the top of the page.
  await expect(page.getByRole('heading', { name: 'Your vehicles' })).toBeFocused();
});

test('a plate the fleet already has shows its error at the plate field', async ({ page }) => {
  await openFleet(page);
  await page.getByRole('button', { name: 'Add vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
  await dialog.getByLabel('Name').fill('Second Actros');
  // The fleet has "G 4821 K": the same letters and digits.
  await dialog.getByLabel('Licence plate').fill('g-4821k');
  await dialog.getByRole('combobox', { name: 'Vehicle type' }).click();
  await page.getByRole('option', { name: 'Curtain-sider' }).click();
  await dialog.getByLabel('Capacity (kg)').fill('24000');
  await dialog.getByLabel('Cargo length (cm)').fill('1360');
  await dialog.getByLabel('Cargo width (cm)').fill('248');
  await dialog.getByLabel('Cargo height (cm)').fill('270');
  await dialog.getByRole('button', { name: 'Add vehicle' }).click();
  await expect(dialog.getByText('Your fleet already has a vehicle with this plate.')).toBeVisible();
  await expect(dialog.getByLabel('Licence plate')).toBeFocused();
  await expect(dialog.getByLabel('Licence plate')).toHaveAttribute('aria-invalid', 'true');
  await expectSaidOnce(page, 'Your fleet already has a vehicle with this plate.');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the fleet and its dialog have no axe violations in the ${theme} theme`, async ({ page }) => {
    test.slow(); // five axe scans: past the default 30 s on a busy 2-core machine (all clean, out of time)
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await openFleet(page);
    await expectNoViolations(page);
    await page.getByRole('button', { name: 'Add vehicle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a vehicle' });
    await dialog.getByRole('button', { name: 'Add vehicle' }).click();
    await expect(page.getByText('Enter the licence plate.')).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Generate a tracker ID' }).click();
    await expect(dialog.getByRole('region', { name: 'Set up the phone app' })).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole('img', { name: /^QR code for Traccar Client/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`fleet-form-desktop-${theme}.png`) });
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoViolations(page);
    await dialog.getByRole('button', { name: 'Copy server URL' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`fleet-form-phone-${theme}.png`) });
  });
}

// Issue 29 item 8: a readable fleet table.
test('a tracker id stays on one line, shows whole on hover and focus, and copies', async ({ page, context }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFleet(page);
  // A row in the middle of the table: the toast at the bottom right covers the last one.
  const name = 'MAN TGX 18.510 + Lohr car transporter';
  const row = page.getByRole('row', { name });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const copy = row.getByRole('button', { name: `Copy the tracker ID of ${name}` });
  await copy.click();
  await expect(toastWith(page, 'Copied')).toBeVisible();
  const trackerId = await page.evaluate(() => navigator.clipboard.readText());
  expect(trackerId).toMatch(/^[a-z2-7]{26}$/);
  // The id in the cell (what a screen reader reads) and the whole id shown above it (for the eyes).
  const [cut, whole] = [row.getByText(trackerId, { exact: true }).first(), row.getByText(trackerId, { exact: true }).last()];
  const lineHeight = await cut.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect((await cut.boundingBox())?.height).toBeLessThanOrEqual(lineHeight + 1);
  await expect(cut).toHaveCSS('text-overflow', 'ellipsis');
  await expect(whole).toBeVisible(); // the copy button has the focus
  await page.mouse.move(0, 0);
  await copy.evaluate((button) => (button as HTMLElement).blur());
  await expect(whole).toBeHidden();
  await cut.hover();
  await expect(whole).toBeVisible();
  expect(await whole.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
});

test('the row actions stand in the same place on every row, and each says what it does on hover and focus', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openFleet(page);
  const lefts = (name: RegExp) =>
    page
      .getByRole('row')
      .getByRole('button', { name })
      .evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().left)));
  // A vehicle on a job has no maintenance switch and no Remove: its other actions stay where the others are.
  await expect(page.getByRole('row').filter({ hasText: 'On a job' }).first()).toBeVisible();
  for (const name of [/^Edit /, /^(Pause|Resume) sharing/, /^Remove /]) expect(new Set(await lefts(name)).size).toBe(1);
  // The whole table fits at 1366 px: no sideways scrolling.
  const table = page.locator('[data-slot="table-container"]');
  expect(await table.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const row = page.getByRole('row', { name: /Volvo FH 460 reefer/ });
  const pause = row.getByRole('button', { name: 'Pause sharing the position of Volvo FH 460 reefer' });
  const hint = row.getByText('Pause sharing', { exact: true });
  await expect(hint).toBeHidden();
  await pause.hover();
  await expect(hint).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(hint).toBeHidden();
  await pause.focus();
  await expect(hint).toBeVisible();
});

/** The fleet's table (1366 × 768, a tracker id shown whole) and cards (390 × 844) in a language and a theme, axe clean. */
for (const lang of ['en', 'de'] as const) {
  test(`the fleet reads well at 1366 × 768 and on a phone, light and dark, in ${lang}`, async ({ page }) => {
    test.skip(!process.env.TOVAR_SCREENSHOTS, 'screenshots only when asked for');
    await page.setViewportSize({ width: 1366, height: 768 });
    await openFleet(page);
    await page.evaluate((value) => localStorage.setItem('tovar-language', value), lang);
    await page.context().addCookies([{ name: 'tovar-language', value: lang, url: new URL(page.url()).origin }]);
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.reload();
      await waitForIslands(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('row', { name: /DAF XF 480/ })).toBeVisible();
      await expectNoViolations(page);
      await page
        .getByRole('row', { name: /Volvo FH 460 reefer/ })
        .getByText(/^[a-z2-7]{26}$/)
        .first()
        .hover();
      await page.screenshot({ path: `test-results/screens/fleet-desktop-${theme}-${lang}.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(page.getByRole('heading', { name: /DAF XF 480/ })).toBeVisible();
      await expectNoViolations(page);
      await page.screenshot({ path: `test-results/screens/fleet-phone-${theme}-${lang}.png`, fullPage: true });
    }
  });
}
