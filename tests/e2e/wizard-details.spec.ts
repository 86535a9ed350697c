/**
 * The wizard's finer points (issue 14, low): a new item is not in error before it is touched, the
 * estimated load fits its card for any valid number (German too) and names no vehicle for nothing,
 * limits are stated at the fields, the description box stops growing, each step opens with its
 * heading in view on a phone, a step's buttons wait for its code (they would move from under a
 * press as it came). A draft in sessionStorage opens the wizard at the step under test.
 */
import { expect, test, type Page } from './test';
import { holdRequests, logInAs, paths, waitForIslands } from './helpers';

const draftKey = 'tovar-transport-draft';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const locations = {
  loadingAddress: 'Sarajevo, BA',
  loadingCountry: 'BA',
  loadingLat: 43.86,
  loadingLon: 18.41,
  loadingDate: day(3),
  loadingFlexible: false,
  deliveryAddress: 'Zagreb, HR',
  deliveryCountry: 'HR',
  deliveryLat: 45.81,
  deliveryLon: 15.98,
  deliveryDate: day(5),
  deliveryFlexible: false,
};
const item = { description: 'Oak dining table', type: 'OTHER', quantity: 1, weightKg: 40, widthCm: 90, heightCm: 75, lengthCm: 180 };

/** Logs in as the demo customer and opens the wizard at `step` with these values (in `lang`). */
async function openWizardAt(page: Page, step: 0 | 1 | 2, values: Record<string, unknown>, lang = 'en'): Promise<void> {
  await logInAs(page, 'ana@tovar.example');
  await expect(page).toHaveURL(/\/platform\/user$/, { timeout: 20_000 });
  await page.evaluate(
    ({ key, draft, language }) => {
      sessionStorage.setItem(key, draft);
      localStorage.setItem('tovar-language', language);
      document.cookie = `tovar-language=${language}; path=/`;
    },
    { key: draftKey, draft: JSON.stringify({ step, values }), language: lang },
  );
  await page.goto(paths.createTransport);
  await waitForIslands(page);
}

test("a step's buttons come with its fields, where they stay, and Continue then shows the step's errors", async ({ page }) => {
  const release = await holdRequests(page, /\/ItemsStep\.[^/]*\.js$/);
  await openWizardAt(page, 1, { ...locations, items: [{ description: '' }] });
  await expect(page.getByRole('form', { name: 'Items' }).locator('[aria-busy="true"]')).toBeVisible();
  // While the step's code loads there is nothing to press: its skeleton is shorter than the step, so
  // a button below it would move from under a press as the step came.
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeHidden();
  await expect(page.getByRole('button', { name: 'Previous' })).toBeHidden();
  release();
  await expect(continueButton).toBeVisible();
  await continueButton.click();
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Item 1' }) });
  await expect(first.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
  await expect(first.getByLabel('Description')).toBeFocused();
});

test('a newly added item is not shown in error before it is touched', async ({ page }) => {
  await openWizardAt(page, 1, { ...locations, items: [{ description: '' }] });
  await page.getByRole('button', { name: 'Continue' }).click();
  const first = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Item 1' }) });
  await expect(first.locator('[aria-invalid="true"]').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add item' }).click();
  const second = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Item 2' }) });
  await expect(second.getByLabel('Description')).toBeVisible();
  await expect(second.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(first.locator('[aria-invalid="true"]').first()).toBeVisible();
  // Touched and left empty, it says so.
  await second.getByLabel('Description').fill('abc');
  await second.getByLabel('Description').fill('');
  await second.getByLabel('Description').press('Tab');
  await expect(second.getByLabel('Description')).toHaveAttribute('aria-invalid', 'true');
});

for (const width of [390, 1280]) {
  test(`the estimated load fits its card in German at ${width} px and names no vehicle for nothing`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openWizardAt(page, 1, { ...locations, items: [{ description: '' }] }, 'de');
    const totals = page.getByRole('region', { name: 'Geschätzte Ladung' });
    await expect(totals).toContainText('0 kg');
    await expect(totals).not.toContainText('Transporter');
    const fill = (name: string, value: string) => page.locator(`input[name="items.0.${name}"]`).fill(value);
    await fill('quantity', '10000');
    await fill('weightKg', '100000');
    await fill('widthCm', '10000');
    await fill('heightCm', '10000');
    await fill('lengthCm', '10000');
    await expect(totals).toContainText('1.000.000.000 kg');
    const box = (await totals.boundingBox())!;
    for (const value of await totals.locator('dd').all()) {
      const fits = await value.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits).toBe(true);
      const inner = (await value.boundingBox())!;
      expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width);
    }
  });
}

test('limits are stated at the fields and the description box stops growing', async ({ page }) => {
  await openWizardAt(page, 2, { ...locations, items: [item] });
  await page.getByLabel('Title').fill('Dining table');
  await expect(page.getByText('12 of 120 characters')).toBeVisible();
  const description = page.getByLabel('Description (optional)');
  await description.fill(Array.from({ length: 60 }, (_, line) => `Line ${line + 1}`).join('\n'));
  await expect(page.getByText(/^\d[\d,]* of 2,000 characters$/)).toBeVisible();
  const height = (await description.boundingBox())!.height;
  expect(height).toBeLessThanOrEqual(320);
  await page.getByLabel('Title').fill('x'.repeat(121));
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Title cannot be longer than 120 characters')).toBeVisible();
});

test('each step opens with its heading in view on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await openWizardAt(page, 1, { ...locations, items: [item, item] });
  const next = page.getByRole('button', { name: 'Continue' });
  await next.scrollIntoViewIfNeeded();
  await next.click();
  const heading = page.getByRole('heading', { level: 2, name: 'Summary and description' });
  await expect(heading).toBeFocused();
  const topBar = (await page.locator('header').first().boundingBox())!;
  const box = (await heading.boundingBox())!;
  // At the top of what the phone shows, just under the top bar (not merely somewhere on screen).
  expect(box.y).toBeGreaterThanOrEqual(topBar.y + topBar.height);
  expect(box.y).toBeLessThanOrEqual(topBar.y + topBar.height + 48);
});
