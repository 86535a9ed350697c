/**
 * Bidding from both sides (issue 10): a transporter opens a load in the load search, sees the
 * vehicles that cannot carry it refused with their reason, bids with one that fits, withdraws and
 * bids again; the customer awards the bid. The load opens by its link (?load=<id>), as a shared link
 * from the load search does.
 */
import { expect, test, type APIRequestContext, type Page } from './test';
import { openAs, toastWith, waitForIslands } from './helpers';

const password = 'demo1234';
const title = `Two road bikes for bidding ${Date.now()}`;

/**
 * A load that a box truck carries and a refrigerated truck does not (bicycles), or `items` instead, of
 * Ana's or of `customer` (one whose list no other spec reads: Ana's list is read by transports.spec).
 */
async function createLoad(
  request: APIRequestContext,
  name = title,
  items = [{ description: 'Road bike in a box', type: 'BICYCLE', quantity: 2, weightKg: 15, widthCm: 30, heightCm: 100, lengthCm: 180 }],
  customer = 'ana@tovar.example',
): Promise<string> {
  const login = await request.post('/api/trpc/auth.login', { data: { json: { email: customer, password } } });
  const token = (await login.json()).result.data.json.token as string;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/trpc/transports.create', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      json: {
        title: name,
        description: '',
        deliveryType: 'PRIVATE',
        acceptTerms: true,
        loadingAddress: 'Titova 25, 71000 Sarajevo',
        loadingCountry: 'BA',
        loadingLat: 43.8563,
        loadingLon: 18.4131,
        loadingDate: day(5),
        loadingFlexible: false,
        deliveryAddress: 'Kralja Tvrtka 3, 88000 Mostar',
        deliveryCountry: 'BA',
        deliveryLat: 43.3438,
        deliveryLon: 17.8078,
        deliveryDate: day(6),
        deliveryFlexible: true,
        items,
      },
    },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()).result.data.json.id as string;
}

test('a transporter bids with a fitting vehicle, withdraws and bids again; the customer awards it', async ({ page, request }) => {
  const id = await createLoad(request);

  await openAs(page, 'dispatch@balkancargo.example', `/platform/transporter/transports?load=${id}`);
  await waitForIslands(page);
  const panel = page.getByRole('region', { name: 'Your bid' });
  await expect(panel).toBeVisible();

  // The refrigerated truck cannot carry bicycles: it is listed, disabled, with the reason.
  await panel.getByRole('combobox', { name: 'Vehicle' }).click();
  const reefer = page.getByRole('option', { name: /Scania R450 reefer.*cannot carry these item types/ });
  await expect(reefer).toBeVisible();
  await expect(reefer).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: /Iveco Daily 70C/ }).click();

  await panel.getByLabel('Amount').fill('0');
  await panel.getByRole('button', { name: 'Place bid' }).click();
  await expect(panel.getByText('Enter an amount greater than zero.')).toBeVisible();
  await panel.getByLabel('Amount').fill('135');
  await panel.getByRole('button', { name: 'Place bid' }).click();
  await expect(toastWith(page, 'Your bid was placed.')).toBeVisible();
  await expect(panel.getByTestId('own-bid')).toContainText('Lowest in EUR');

  await panel.getByRole('button', { name: 'Withdraw bid' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(toastWith(page, 'Your bid was withdrawn.')).toBeVisible();
  await expect(panel.getByTestId('own-bid')).toContainText('Withdrawn');

  await panel.getByLabel('Amount').fill('140');
  await panel.getByRole('button', { name: 'Place bid' }).click();
  await expect(panel.getByTestId('own-bid')).toContainText('Lowest in EUR');

  // The customer sees the offer with its vehicle type and validity, and awards it.
  await page.keyboard.press('Escape');
  await page.goto('/home/user/log-out');
  await expect(toastWith(page, 'Signed out successfully')).toBeVisible();
  await openAs(page, 'ana@tovar.example', `/platform/user?transport=${id}`);
  await waitForIslands(page);
  const offer = page.getByRole('row').filter({ hasText: 'Balkan Cargo' });
  await expect(offer).toContainText('Box truck');
  await offer.getByRole('button', { name: /Award to Balkan Cargo/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Award' }).click();
  await expect(offer).toContainText('Accepted');
});

/** The load search's list as the screen width shows it: the table on a desktop, the cards on a phone. */
const loadEntry = (page: Page, name: string) =>
  page
    .getByRole('row')
    .filter({ hasText: name })
    .or(page.getByRole('listitem').filter({ hasText: name }));

test('a load none of the company’s vehicles can do says so before the list is opened, and offers no bid to place', async ({
  page,
  request,
}) => {
  // Balkan Cargo has no vehicle for animals.
  const dog = [{ description: 'Labrador in a crate', type: 'PET', quantity: 1, weightKg: 45, widthCm: 70, heightCm: 76, lengthCm: 100 }];
  const id = await createLoad(request, `A dog to Mostar ${Date.now()}`, dog, 'stefan@tovar.example');
  await openAs(page, 'dispatch@balkancargo.example', `/platform/transporter/transports?load=${id}`);
  await waitForIslands(page);
  const panel = page.getByRole('region', { name: 'Your bid' });
  await expect(
    panel.getByText('None of your vehicles can do this load: each one’s reason is in the list.', { exact: false }),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Place bid' })).toBeDisabled();
});

test('an update of the amount alone keeps how long the offer stands; both lists show the bid and its standing (issue 30)', async ({
  page,
  request,
}, info) => {
  const name = `A sofa for one amount ${Date.now()}`;
  const id = await createLoad(request, name);
  await openAs(page, 'dispatch@balkancargo.example', `/platform/transporter/transports?load=${id}`);
  await waitForIslands(page);
  const panel = page.getByRole('region', { name: 'Your bid' });
  await panel.getByRole('combobox', { name: 'Vehicle' }).click();
  await page.getByRole('option', { name: /Iveco Daily 70C/ }).click();
  await panel.getByLabel('Amount').fill('150');
  await panel.getByRole('combobox', { name: 'Offer stands' }).click();
  await page.getByRole('option', { name: '24 hours' }).click();
  await panel.getByRole('button', { name: 'Place bid' }).click();
  await expect(toastWith(page, 'Your bid was placed.')).toBeVisible();
  const standsUntil =
    (await panel
      .getByTestId('own-bid')
      .getByText(/^Stands until /)
      .textContent()) ?? '';
  expect(standsUntil).toMatch(/^Stands until .+/);

  // The form opens with the bid as it is: its amount, and its validity as the current value.
  await expect(panel.getByLabel('Amount')).toHaveValue('150');
  await expect(panel.getByRole('combobox', { name: 'Offer stands' })).toHaveText(standsUntil);
  if (process.env.TOVAR_SCREENSHOTS) await page.screenshot({ path: info.outputPath('bid-form-update-1366.png'), fullPage: true });
  await panel.getByLabel('Amount').fill('145');
  await panel.getByRole('button', { name: 'Update bid' }).click();
  await expect(toastWith(page, 'Your bid was updated.')).toBeVisible();
  await expect(panel.getByTestId('own-bid')).toContainText('145');
  await expect(panel.getByTestId('own-bid').getByText(/^Stands until /)).toHaveText(standsUntil);
  await expect(panel.getByRole('combobox', { name: 'Offer stands' })).toHaveText(standsUntil);

  // The form as it reopens, on a phone in the dark theme.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await waitForIslands(page);
  await expect(panel.getByRole('combobox', { name: 'Offer stands' })).toHaveText(standsUntil);
  await panel.getByRole('combobox', { name: 'Offer stands' }).scrollIntoViewIfNeeded();
  if (process.env.TOVAR_SCREENSHOTS) await page.screenshot({ path: info.outputPath('bid-form-update-360-dark.png') });

  // "Open loads" and "My bids" show the amount and where it stands, as the panel does.
  await page.keyboard.press('Escape');
  for (const [scope, width] of [
    ['open', 1366],
    ['myBids', 1366],
    ['myBids', 360],
  ] as const) {
    await page.setViewportSize({ width, height: width > 700 ? 900 : 800 });
    await page.goto(`/platform/transporter/transports?scope=${scope}&sort=newest`);
    await waitForIslands(page);
    const entry = loadEntry(page, name).filter({ visible: true });
    await expect(entry.getByTestId('my-bid')).toContainText(/My bid: .*145/);
    // The only bid, standing for 24 hours: it expires within a day, so it reads as expiring.
    await expect(entry.getByTestId('my-bid')).toContainText('Expiring soon');
    if (process.env.TOVAR_SCREENSHOTS) await page.screenshot({ path: info.outputPath(`bids-list-${scope}-${width}.png`), fullPage: true });
  }
});
