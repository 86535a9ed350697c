/** The transport creation wizard as the demo customer: validation, the draft across a reload, creation. */
import { expect, test, type Page } from './test';
import { expectNoViolations } from './axe';
import { waitForIslands } from './helpers';
import { dayFromToday, logInAsAna, openWizard, pickDate } from './support/wizard';

const step = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Progress' }).locator('[aria-current="step"]', { hasText: name });

test('a customer creates a transport through the three steps', async ({ page }) => {
  test.slow(); // one long journey: three steps, a reload and the creation
  await logInAsAna(page);
  await openWizard(page);
  await expect(step(page, 'Loading and unloading')).toBeVisible();

  // Step 1: nothing filled in.
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await continueButton.click();
  const loadingAddress = page.getByRole('combobox', { name: 'Loading address' });
  await expect(page.getByText('Address needs to be at least 5 characters long')).toHaveCount(2);
  await expect(page.getByText('Please pick a date')).toHaveCount(2);
  await expect(loadingAddress).toHaveAttribute('aria-invalid', 'true');
  await expect(loadingAddress).toBeFocused();

  // The address suggestions work from the keyboard and by pointer.
  await loadingAddress.fill('saraj');
  await expect(page.getByRole('listbox', { name: 'Suggested places' })).toBeVisible();
  // Nothing is highlighted until an arrow moves (Enter keeps free text); Escape closes the popup (issue 30).
  await expect(loadingAddress).not.toHaveAttribute('aria-activedescendant', /.+/);
  await loadingAddress.press('ArrowDown');
  await expect(loadingAddress).toHaveAttribute('aria-activedescendant', /.+/);
  await loadingAddress.press('Escape');
  await expect(loadingAddress).toHaveAttribute('aria-expanded', 'false');
  await expect(loadingAddress).toHaveValue('saraj');
  await loadingAddress.press('ArrowDown');
  await expect(loadingAddress).toHaveAttribute('aria-expanded', 'true');
  await loadingAddress.press('Enter');
  await expect(loadingAddress).toHaveValue('Sarajevo, BA');
  await expect(loadingAddress).toHaveAttribute('aria-expanded', 'false');
  const deliveryAddress = page.getByRole('combobox', { name: 'Delivery address' });
  await deliveryAddress.fill('zagr');
  await page.getByRole('option', { name: 'Zagreb, HR' }).click();
  await expect(deliveryAddress).toHaveValue('Zagreb, HR');

  // Delivery before loading: the delivery calendar offers no day before the loading day, and a
  // loading day moved past the chosen delivery day is refused.
  await pickDate(page, 'Delivery date', 5);
  await pickDate(page, 'Loading date', 10);
  await page.getByRole('button', { name: 'Delivery date' }).click();
  await expect(page.locator(`button[data-day="${dayFromToday(9)}"]`)).toBeDisabled();
  await expect(page.locator(`button[data-day="${dayFromToday(10)}"]`)).toBeEnabled();
  await page.keyboard.press('Escape');
  await continueButton.click();
  await expect(page.getByText('The loading date cannot be after the delivery date')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delivery date' })).toBeFocused();
  await pickDate(page, 'Delivery date', 14);
  await expect(page.getByText('The loading date cannot be after the delivery date')).toHaveCount(0);
  await page.getByLabel('The loading date is flexible').check();
  await continueButton.click();

  // Step 2: add and remove an item, leave a number out.
  await expect(page.getByRole('heading', { level: 2, name: 'Items' })).toBeVisible();
  await expect(step(page, 'Items')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Item 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Add item' }).click();
  await expect(page.getByRole('heading', { name: 'Item 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove item 2' }).click();
  await expect(page.getByRole('heading', { name: 'Item 2' })).toHaveCount(0);

  await page.getByLabel('Description').fill('Oak dining table');
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Other' }).click();
  await page.getByLabel('Quantity').fill('2');
  await page.getByLabel('Weight (kg)').fill('40');
  await page.getByLabel('Width (cm)').fill('90');
  await page.getByLabel('Height (cm)').fill('75');
  await continueButton.click();
  const length = page.getByLabel('Length (cm)');
  await expect(page.getByText('Please enter a number')).toBeVisible();
  await expect(length).toBeFocused();
  await length.fill('180');
  await expect(page.getByText('Please enter a number')).toHaveCount(0);
  const totals = page.getByRole('region', { name: 'Estimated load' });
  await expect(totals).toContainText('80 kg');
  await expect(totals).toContainText('2.43 m³');
  await expect(totals).toContainText('Van');

  // The draft survives a reload, step included.
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Items' })).toBeVisible();
  await expect(page.getByLabel('Description')).toHaveValue('Oak dining table');
  await expect(page.getByLabel('Length (cm)')).toHaveValue('180');
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveText('Other');
  await expect(totals).toContainText('80 kg');
  await continueButton.click();

  // Step 3: the summary reads back steps 1 and 2.
  await expect(page.getByRole('heading', { level: 2, name: 'Summary and description' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Sarajevo, BA');
  await expect(summary).toContainText('Zagreb, HR');
  await expect(summary).toContainText('Flexible');
  await expect(summary).toContainText('Oak dining table');
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Title needs to be at least 5 characters long')).toBeVisible();
  await expect(page.getByText('Please choose a delivery type')).toBeVisible();
  await expect(page.getByText('Please accept the terms and conditions to continue')).toBeVisible();
  await expect(page.getByLabel('Title')).toBeFocused();

  await page.getByLabel('Title').fill('Dining table to Zagreb');
  await page.getByRole('radio', { name: /Private/ }).check();
  await page.getByLabel('Description (optional)').fill('Third floor, no lift.');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Complete' }).click();

  await expect(page.getByText('Auction created')).toBeVisible();
  await expect(page).toHaveURL(/\/platform\/user\?transport=[0-9a-f-]{36}$/);
  expect(await page.evaluate(() => sessionStorage.getItem('tovar-transport-draft'))).toBeNull();

  // A new request starts empty.
  await openWizard(page);
  await expect(page.getByRole('combobox', { name: 'Loading address' })).toHaveValue('');
  await expect(step(page, 'Loading and unloading')).toBeVisible();
});

test('Previous keeps what was entered', async ({ page }) => {
  await logInAsAna(page);
  await openWizard(page);
  await page.getByRole('combobox', { name: 'Loading address' }).fill('Mostar, Herzegovina');
  await page.getByRole('combobox', { name: 'Delivery address' }).fill('Split, Riva 1');
  await pickDate(page, 'Loading date', 3);
  await pickDate(page, 'Delivery date', 3);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Items' })).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Loading and unloading' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Loading address' })).toHaveValue('Mostar, Herzegovina');
  await expect(page.getByRole('combobox', { name: 'Delivery address' })).toHaveValue('Split, Riva 1');
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the wizard in ${theme} has no axe violations`, async ({ page }) => {
      test.slow(); // two steps and two axe runs
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await logInAsAna(page);
      await openWizard(page);
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      const check = async () => {
        // The wizard's own region; the shared top bar and sidebar are checked with their pages.
        await expectNoViolations(page, '#main');
      };
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Please pick a date').first()).toBeVisible();
      await page.getByRole('combobox', { name: 'Loading address' }).fill('be');
      await expect(page.getByRole('listbox', { name: 'Suggested places' })).toBeVisible();
      await check();

      await page.getByRole('combobox', { name: 'Loading address' }).fill('Beograd, RS');
      await page.getByRole('combobox', { name: 'Delivery address' }).fill('Wien, AT');
      await pickDate(page, 'Loading date', 2);
      await pickDate(page, 'Delivery date', 4);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('button', { name: 'Add item' }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Please enter a number').first()).toBeVisible();
      await check();
    });
  }
});
