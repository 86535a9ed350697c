/**
 * Auction terms end to end (issue 28): the customer posts a transport with a book-now price through
 * the wizard, a transporter sees the deadline and the price in the load panel (axe on it) and books
 * the job at once with a fitting vehicle, and the customer finds it awarded to that company.
 */
import { expect, test, type Page } from './test';
import { expectNoViolations } from './axe';
import { logInAs, toastWith, waitForIslands } from './helpers';
import { fillRoute, logInAsAna, openWizard } from './support/wizard';

// Ana and the dispatcher on Sarajevo's clocks: the bidding day she leaves at its default ends at 23:59 there.
test.use({ timezoneId: 'Europe/Sarajevo' });

async function switchTo(page: Page, email: string): Promise<void> {
  await page.goto('/home/user/log-out');
  await expect(toastWith(page, 'Signed out successfully')).toBeVisible();
  await logInAs(page, email);
}

/** Ana posts two road bikes from Sarajevo to Mostar with a book-now price of 450 EUR; the new transport's id. */
async function postWithBookNow(page: Page, title: string): Promise<string> {
  await logInAsAna(page);
  await openWizard(page);
  await fillRoute(page, { from: ['saraj', 'Sarajevo, BA'], to: ['mostar', 'Mostar, BA'], days: [5, 6] });

  await page.getByLabel('Description').fill('Road bike in a box');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Bicycle' }).click();
  await page.getByLabel('Quantity').fill('2');
  await page.getByLabel('Weight (kg)').fill('15');
  await page.getByLabel('Width (cm)').fill('30');
  await page.getByLabel('Height (cm)').fill('100');
  await page.getByLabel('Length (cm)').fill('180');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Summary and description' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('radio', { name: /Private/ }).check();
  // The deadline shows its default (the day before loading); a price over the maximum is refused at the field.
  await expect(page.getByRole('button', { name: 'Bidding ends' })).toBeVisible();
  const bookNow = page.getByLabel('Book-now price (optional)');
  await bookNow.fill('100001');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('This amount is above the maximum for this currency.')).toBeVisible();
  await bookNow.fill('450');
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page).toHaveURL(/\/platform\/user\?transport=[0-9a-f-]{36}$/);
  const id = new URL(page.url()).searchParams.get('transport') ?? '';
  await waitForIslands(page);
  await expect(page.getByRole('dialog').getByText('Book-now price', { exact: true })).toBeVisible();
  return id;
}

test('a customer posts with a book-now price, a transporter books it, the customer sees it awarded', async ({ page }) => {
  test.slow(); // the wizard, then two more people
  const title = `Two road bikes booked now ${Date.now()}`;
  const id = await postWithBookNow(page, title);

  await switchTo(page, 'dispatch@balkancargo.example');
  await expect(page).toHaveURL(/\/platform\/transporter$/);
  await page.goto(`/platform/transporter/transports?load=${id}`);
  await waitForIslands(page);
  const panel = page.getByRole('region', { name: 'Your bid' });
  await expect(panel).toBeVisible();
  const deadline = page
    .getByRole('dialog')
    .getByRole('term')
    .filter({ hasText: /^Bidding ends/ })
    .first();
  await expect(deadline.locator('xpath=following-sibling::dd[1]')).toContainText('23:59');
  const book = panel.getByRole('button', { name: /^Book now for .*450/ });
  await expect(book).toBeVisible();
  await expectNoViolations(page);

  await book.click();
  const confirm = page.getByRole('dialog', { name: /^Book this job for .*450/ });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: /Iveco Daily 70C/ }).click();
  await expectNoViolations(page);
  await confirm.getByRole('button', { name: 'Book the job' }).click();
  await expect(toastWith(page, 'Booked: the job is yours.')).toBeVisible();
  await expect(panel.getByTestId('own-bid')).toContainText('Accepted');

  await page.keyboard.press('Escape');
  await switchTo(page, 'ana@tovar.example');
  await expect(page).toHaveURL(/\/platform\/user$/, { timeout: 20_000 });
  await page.goto(`/platform/user?transport=${id}`);
  await waitForIslands(page);
  await expect(page.getByRole('dialog').getByText('Awarded').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Balkan Cargo' })).toContainText('Accepted');
});
