/**
 * Editing, duplicating and posting again (issue 28) as a customer: an edit after a bid changes only
 * the description, under a note saying why, and the bidder's bell says so; a duplicate opens the
 * wizard prefilled with new days to choose and is posted as a new transport, the new request's
 * draft untouched. Jelena's loads, so that no other spec's bids or bells mix in.
 */
import { expect, test, type Page } from './test';
import { createLoad, placeBid } from './api-fixtures';
import { expectNoViolations } from './axe';
import { logInAs, paths, waitForIslands } from './helpers';

test.describe.configure({ timeout: 120_000 });

const customer = 'jelena@tovar.example';
const bidder = 'kontakt@vardarexpress.example';

async function openTransport(page: Page, id: string): Promise<void> {
  await page.goto(`${paths.userHome}?transport=${id}`);
  await waitForIslands(page);
  await expect(page.getByRole('dialog')).toBeVisible();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('an edit after a bid changes only the description, and the bidder is told', async ({ page, browser, request }) => {
  const title = `Edited books ${Date.now().toString(36)}`;
  const id = await createLoad(request, customer, title);
  await placeBid(request, bidder, id, 310);
  await logInAs(page, customer);
  await expect(page).toHaveURL(/\/platform\/user$/, { timeout: 20_000 });
  await openTransport(page, id);
  await page.getByRole('dialog').getByRole('link', { name: 'Edit' }).click();

  await expect(page).toHaveURL(new RegExp(`/platform/user/create\\?edit=${id}$`));
  await expect(heading(page, 'Loading and unloading')).toBeVisible();
  await expect(page.getByText(/Transporters have already bid on this request, so only the description/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Loading address' })).toBeDisabled();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Items')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Summary and description')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeDisabled();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  // The bidding end and the budget stay free; the book-now price is what the bid was placed beside.
  await expect(page.getByLabel('Budget (optional)')).toBeEnabled();
  await expect(page.getByLabel('Book-now price (optional)')).toBeDisabled();
  await expectNoViolations(page);
  await page.getByLabel('Description (optional)').fill('Please ring twice at the gate.');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('Changes saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/platform/user\\?transport=${id}$`));
  await expect(page.getByRole('dialog')).toContainText('Please ring twice at the gate.');

  // The bidder's bell, in a browser of its own.
  const context = await browser.newContext();
  const carrier = await context.newPage();
  await logInAs(carrier, bidder);
  await waitForIslands(carrier);
  await carrier
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await expect(carrier.getByRole('dialog')).toContainText(`The auction “${title}” you bid on was changed: check the details`);
  await context.close();
});

test('a duplicate opens the wizard prefilled with new days to choose and posts a new transport', async ({ page, request }) => {
  const title = `Copied books ${Date.now().toString(36)}`;
  const id = await createLoad(request, customer, title);
  await logInAs(page, customer);
  await expect(page).toHaveURL(/\/platform\/user$/, { timeout: 20_000 });
  await openTransport(page, id);
  await page.getByRole('dialog').getByRole('link', { name: 'Duplicate' }).click();

  await expect(page).toHaveURL(new RegExp(`/platform/user/create\\?from=${id}$`));
  await expect(page.getByText('A copy of an earlier request, posted as a new one: choose its days.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Loading address' })).toHaveValue('Ilica 10, Zagreb');
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please pick a date')).toHaveCount(2);
  for (const [label, days] of [
    ['Loading date', 20],
    ['Delivery date', 21],
  ] as const) {
    await page.getByRole('button', { name: label }).click();
    await expect(page.getByRole('dialog').locator('[data-slot="calendar"]')).toBeVisible();
    const date = new Date(Date.now() + days * 86_400_000);
    const dayText = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const dayButton = page.locator(`button[data-day="${dayText}"]`);
    if (!(await dayButton.isVisible())) await page.getByRole('button', { name: /next month/i }).click();
    await dayButton.click();
  }
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(heading(page, 'Items')).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('Boxes of books');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Complete' }).click();

  await expect(page.getByText('Auction created')).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/user\?transport=[0-9a-f-]{36}$/);
  expect(page.url()).not.toContain(id);
  expect(await page.evaluate(() => sessionStorage.getItem('tovar-transport-draft'))).toBeNull();
});
