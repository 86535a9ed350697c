/**
 * A FORBIDDEN answer reads as its translation, not as a raw key: a transporter's token on the
 * customer-only "create a transport" call. The page's stored session says "customer" (as a tab left
 * open from before an account switch would), so the wizard opens; the server decides by the token.
 */
import { expect, test } from './test';
import { addDays, utcToday } from '../../src/lib/calendar-day';
import { logInAs, paths, texts, toastWith, waitForIslands } from './helpers';

const forbidden = texts('en', 'errors')['forbidden']!;

/** A complete request on the wizard's last step, as the wizard keeps its draft. */
function finishedDraft() {
  const loadingDate = addDays(utcToday(), 3);
  const item = { description: 'Pallet of tiles', type: 'PALLET', quantity: 1, weightKg: 300, widthCm: 80, heightCm: 100, lengthCm: 120 };
  return {
    step: 2,
    values: {
      loadingAddress: 'Sarajevo, BA',
      loadingCountry: 'BA',
      loadingLat: 43.8563,
      loadingLon: 18.4131,
      loadingDate,
      loadingFlexible: false,
      deliveryAddress: 'Zagreb, HR',
      deliveryCountry: 'HR',
      deliveryLat: 45.815,
      deliveryLon: 15.9819,
      deliveryDate: addDays(loadingDate, 2),
      deliveryFlexible: false,
      items: [item],
      title: 'Tiles to Zagreb',
      deliveryType: 'BUSINESS',
      description: '',
      acceptTerms: true,
    },
  };
}

test('a transporter submitting a customer-only action reads the translated FORBIDDEN toast', async ({ page }) => {
  await logInAs(page, 'dispatch@balkancargo.example');
  await expect(page).toHaveURL(/\/platform\/transporter$/, { timeout: 20_000 });
  await waitForIslands(page);

  // The stored session claims a customer; the access token stays the transporter's.
  await page.evaluate((draft) => {
    const auth = JSON.parse(localStorage.getItem('tovar-auth') ?? 'null') as { user: { accountType: string } };
    auth.user.accountType = 'USER';
    localStorage.setItem('tovar-auth', JSON.stringify(auth));
    sessionStorage.setItem('tovar-transport-draft', JSON.stringify(draft));
  }, finishedDraft());
  await page.goto(paths.createTransport);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Summary and description' })).toBeVisible();

  const created = page.waitForResponse((response) => response.url().includes('transports.create'));
  await page.getByRole('button', { name: 'Complete' }).click();
  expect((await created).status()).toBe(403);

  await expect(toastWith(page, forbidden)).toBeVisible();
  await expect(toastWith(page, /forbidden/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/platform\/user\/create$/);
});
