/**
 * The transporters' load search (issue 10) as a demo transporter: two countries and "fits my
 * fleet", a saved search, paging that the URL keeps (reload, back, forward), a load's detail panel;
 * axe in light and dark; the list and a load on a desktop and a phone in Serbian Cyrillic, and with
 * TOVAR_SCREENSHOTS=1 screenshots of them in English and Serbian Cyrillic, light and dark.
 */
import { expect, test, type Page } from './test';
import { expectNoViolations } from './axe';
import { holdRequests, openAs, toastWith, waitForIslands } from './helpers';

/** Screenshots only when asked for (TOVAR_SCREENSHOTS=1); the last test then covers every language, theme and width. */
const screens = Boolean(process.env.TOVAR_SCREENSHOTS);

const searchPage = '/platform/transporter/transports';

test.describe.configure({ timeout: 90_000 });

async function openAsTransporter(page: Page, path = searchPage) {
  await openAs(page, 'info@drinatrans.example', path);
  await waitForIslands(page);
}

const rows = (page: Page) => page.getByRole('table').getByRole('row');
const firstTitles = async (page: Page) => (await page.getByRole('table').getByRole('row').nth(1).getByRole('button').textContent()) ?? '';

async function addPlace(page: Page, field: 'Loading places' | 'Delivery places', typed: string, option: string) {
  await page.getByRole('combobox', { name: `Add to ${field}` }).fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('filter by two countries and "fits my fleet", then save the search and open it again', async ({ page }) => {
  await openAsTransporter(page);
  await addPlace(page, 'Loading places', 'Bosnia', 'Bosnia & Herzegovina (whole country)');
  await addPlace(page, 'Loading places', 'Serbia', 'Serbia (whole country)');
  await page.getByLabel('Fits my fleet (an available vehicle can carry it)').check();
  await page.getByRole('button', { name: 'Show loads' }).click();
  await expect(page).toHaveURL(/from=BA&from=RS&fits=1/);
  await expect(rows(page).nth(1)).toBeVisible();
  await page.reload();
  await waitForIslands(page);
  // The reload keeps the search (not the exact rows: tests beside this one post, award and cancel loads).
  await expect(page).toHaveURL(/from=BA&from=RS&fits=1/);
  await expect(page.getByRole('button', { name: 'Remove Serbia' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Remove Bosnia/ })).toBeVisible();
  await expect(page.getByLabel('Fits my fleet (an available vehicle can carry it)')).toBeChecked();
  await expect(rows(page).nth(1)).toBeVisible();

  const name = `BA and RS ${Date.now()}`;
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name);
  await expect(page.getByRole('dialog').getByLabel('Alerts')).toHaveValue('instant');
  await page.getByRole('dialog').getByLabel('Alerts').selectOption('daily');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, `Search "${name}" saved`)).toBeVisible();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  // How it alerts shows beside it and changes there (issue 26): the choice stays shown while it is saved.
  const alerts = page.getByRole('combobox', { name: `Alerts for ${name}` });
  await expect(alerts).toHaveValue('daily');
  const releaseSave = await holdRequests(page, /savedSearches\.setAlerts/);
  await alerts.selectOption('off');
  await expect(alerts).toHaveValue('off');
  const saved = page.waitForResponse((response) => response.url().includes('savedSearches.setAlerts') && response.ok());
  releaseSave();
  await saved;
  await page.unroute(/savedSearches\.setAlerts/);
  await page.reload();
  await waitForIslands(page);
  await expect(alerts).toHaveValue('off');
  // A save that fails says so, and the select shows again what is saved.
  await page.route(/savedSearches\.setAlerts/, (route) => route.abort());
  await alerts.selectOption('instant');
  await expect(toastWith(page, 'Something went wrong. Please try again.')).toBeVisible();
  await expect(alerts).toHaveValue('off');
  await page.unroute(/savedSearches\.setAlerts/);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill(name.toUpperCase());
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog').getByText('You already have a saved search with this name')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(searchPage);
  await waitForIslands(page);
  await expect(page).not.toHaveURL(/from=/);
  await page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(page).toHaveURL(/from=BA&from=RS&fits=1/);
  await expect(rows(page).nth(1)).toBeVisible();

  // Deleted from its row by keyboard, after a confirmation; the loads stay.
  await page.getByRole('button', { name: `Delete saved search ${name}` }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete this saved search?' });
  await expect(confirm).toContainText(`"${name}" will be deleted. The loads themselves stay.`);
  await confirm.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, `Search "${name}" deleted`)).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveCount(0);
  // Its button went with it: the keyboard carries on from the saved searches' heading, not the page's top.
  await expect(page.getByRole('heading', { name: 'Saved searches' })).toBeFocused();
  await expect(rows(page).nth(1)).toBeVisible();
});

test('"Save this search" loads its dialog on first use: Enter opens it on the name, Escape gives focus back (issue 23)', async ({
  page,
}) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/SaveSearchDialog\.[^/]*\.js$/.test(new URL(request.url()).pathname)) loaded.push(request.url());
  });
  await openAsTransporter(page);
  const save = page.getByRole('button', { name: 'Save this search' });
  await expect(save).toHaveAttribute('aria-haspopup', 'dialog');
  await expect(save).toHaveAttribute('aria-expanded', 'false');
  expect(loaded).toEqual([]);

  await save.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(save).toBeFocused();
  await expect(save).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter'); // once loaded, Radix's own trigger
  await expect(dialog.getByLabel('Name')).toBeFocused();
  expect(loaded.length).toBeGreaterThan(0);
});

test('place suggestions are a combobox: a popup list, arrows, Enter, Escape, aria-activedescendant (issue 30)', async ({ page }, info) => {
  await openAsTransporter(page);
  const places = page.getByRole('combobox', { name: 'Add to Loading places' });
  await places.fill('sara');
  const list = page.locator(`[id="${await places.getAttribute('aria-controls')}"]`);
  await expect(list).toHaveAttribute('role', 'listbox');
  await expect(list).toBeVisible();
  const options = list.getByRole('option');
  // The first is highlighted while typing (Enter would take it); the arrows move and wrap.
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(places).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id')) ?? 'none');
  await places.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await places.press('ArrowDown');
  await places.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(places).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? 'none');
  if (screens) await page.screenshot({ path: info.outputPath('place-suggestions-1366.png') });
  const second = (await options.nth(1).textContent()) ?? '';
  await places.press('Escape');
  await expect(places).toHaveAttribute('aria-expanded', 'false');
  await expect(list).toBeHidden();
  await expect(places).toHaveValue('sara');
  await places.press('ArrowDown');
  await expect(list).toBeVisible();
  await places.press('ArrowDown');
  await places.press('Enter');
  await expect(places).toHaveValue('');
  await expect(page.getByRole('button', { name: `Remove ${second.trim()}` })).toBeVisible();
  await places.fill('zzzzqx');
  await expect(page.getByRole('status').filter({ hasText: 'No country or city matches.' })).toBeVisible();

  // The popup on a phone, in the dark theme.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await waitForIslands(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  await places.fill('beo');
  await expect(list).toBeVisible();
  if (screens) await page.screenshot({ path: info.outputPath('place-suggestions-360-dark.png') });
});

test('"Clear filters" clears the form, the list and the URL at once (issue 30)', async ({ page }) => {
  await openAsTransporter(page, `${searchPage}?from=BA&fits=1`);
  await expect(page.getByRole('button', { name: /^Remove Bosnia/ })).toBeVisible();
  await expect(rows(page).nth(1)).toBeVisible();
  const filtered = await rows(page).count();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/from=|fits=/);
  await expect(page.getByRole('button', { name: /^Remove Bosnia/ })).toHaveCount(0);
  await expect(page.getByLabel('Fits my fleet (an available vehicle can carry it)')).not.toBeChecked();
  await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(filtered);
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('button', { name: /^Remove Bosnia/ })).toHaveCount(0);
});

test('pages forward and back; the URL keeps the page through reload, back and forward', async ({ page }) => {
  await openAsTransporter(page, `${searchPage}?size=10`);
  const first = await firstTitles(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2&after=/);
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect.poll(() => firstTitles(page)).not.toBe(first);
  const second = await firstTitles(page);
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect.poll(() => firstTitles(page)).toBe(second);
  await page.goBack();
  await expect(page.getByText('Page 1')).toBeVisible();
  await expect.poll(() => firstTitles(page)).toBe(first);
  await page.goForward();
  await expect(page.getByText('Page 2')).toBeVisible();
  await expect.poll(() => firstTitles(page)).toBe(second);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByText('Page 1')).toBeVisible();
  await expect(page).toHaveURL(/size=10$/);
  await expect.poll(() => firstTitles(page)).toBe(first);
});

test('opens a load: details, items, the customer; the URL names it', async ({ page }) => {
  await openAsTransporter(page);
  const title = await firstTitles(page);
  await rows(page).nth(1).getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/load=[0-9a-f-]{36}/);
  await expect(dialog.getByRole('heading', { name: 'Delivery info' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Customer' })).toBeVisible();
  await expect(dialog.getByText("The customer's contact details show here once your bid is accepted.")).toBeVisible();
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/load=/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the load search and a load's panel have no axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await openAsTransporter(page, `${searchPage}?from=BA&from=BA:Tuzla:100&type=PALLET&fits=1`);
    await expect(page.getByRole('button', { name: 'Remove Tuzla, BA' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto(searchPage);
    await waitForIslands(page);
    await rows(page).nth(1).getByRole('button').click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Customer' })).toBeVisible();
    await expectNoViolations(page);
  });
}

test('the list and a load on a desktop and a phone; screenshots when asked for', async ({ page, context }, info) => {
  test.setTimeout(180_000);
  await openAsTransporter(page);
  for (const lang of screens ? (['en', 'sr-Cyrl'] as const) : (['sr-Cyrl'] as const)) {
    await context.addCookies([{ name: 'tovar-language', value: lang, url: page.url() }]);
    await page.evaluate((value) => localStorage.setItem('tovar-language', value), lang);
    for (const theme of screens ? (['light', 'dark'] as const) : (['dark'] as const)) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const [width, height] of [
        [1280, 900],
        [390, 844],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`${searchPage}?from=BA&from=RS&fits=1`);
        await waitForIslands(page);
        // A table where the list has room for one, cards on a phone (the last list of the page).
        const list = width > 700 ? page.getByRole('table') : page.getByRole('main').getByRole('list').last();
        await expect(list.getByRole('button').first()).toBeVisible();
        await expect(page.getByRole('button', { name: /new|нов/ }).first()).toBeVisible();
        if (screens) await page.screenshot({ path: info.outputPath(`loads-${lang}-${theme}-${width}.png`), fullPage: true });
        await list.getByRole('button').first().click();
        await expect(page.getByRole('dialog').getByRole('heading', { level: 3 }).first()).toBeVisible();
        if (screens) await page.screenshot({ path: info.outputPath(`load-${lang}-${theme}-${width}.png`), fullPage: true });
        await page.keyboard.press('Escape');
      }
    }
  }
});
