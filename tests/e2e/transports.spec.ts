/**
 * The customer's home and transport detail: prompts, the transports table, sorting and awarding
 * bids, cancelling and deleting. Workers share one seeded server, so each test changes only a
 * transport no other test reads: the seeded flat move is awarded, deletions use a fresh transport.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from './test';
import { expectNoViolations } from './axe';
import { loadWithTwoBids, trpc } from './api-fixtures';
import { apiLogIn, logInAs, paths, waitForIslands } from './helpers';

const password = 'demo1234';
const flatMove = 'Moving a 2-room flat Sarajevo → Beograd';

async function logIn(page: Page, email: string): Promise<void> {
  await logInAs(page, email, password);
  await expect(page).toHaveURL(/\/platform\/user$/);
  await waitForIslands(page);
}

/** A transport of Ana's made through the API, for a test to change on its own. */
async function createTransport(request: APIRequestContext, title: string): Promise<string> {
  const { token } = await apiLogIn(request, 'ana@tovar.example', password);
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/trpc/transports.create', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      json: {
        title,
        description: '',
        deliveryType: 'PRIVATE',
        acceptTerms: true,
        loadingAddress: 'Titova 25, 71000 Sarajevo',
        loadingCountry: 'BA',
        loadingLat: null,
        loadingLon: null,
        loadingDate: day(5),
        loadingFlexible: false,
        deliveryAddress: 'Kralja Tvrtka 3, 88000 Mostar',
        deliveryCountry: 'BA',
        deliveryLat: null,
        deliveryLon: null,
        deliveryDate: day(6),
        deliveryFlexible: true,
        items: [
          { description: 'Garden furniture set', type: 'OTHER', quantity: 1, weightKg: 40, widthCm: 120, heightCm: 80, lengthCm: 200 },
        ],
      },
    },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()).result.data.json.id as string;
}

function myTransports(page: Page): Locator {
  return page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Latest activity' }) });
}

/**
 * The list's row of `title`, paging on until it is there: other specs post loads of Ana's, newest
 * activity first, and an old demo transport can move to a later page of twenty.
 */
async function rowOf(page: Page, title: string): Promise<Locator> {
  const row = myTransports(page).getByRole('row').filter({ hasText: title });
  for (let pages = 1; pages < 5 && !(await row.isVisible()); pages++) {
    await expect(myTransports(page).getByRole('row').nth(1)).toBeVisible();
    if (await row.isVisible()) break;
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(myTransports(page).getByRole('row').nth(1)).toBeVisible();
  }
  return row;
}

async function openTransport(page: Page, title: string): Promise<Locator> {
  await myTransports(page).getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('heading', { name: /Bids received/ })).toBeVisible();
  return dialog;
}

/** Column texts of the bids table, top to bottom. */
async function bidColumn(dialog: Locator, column: 'Price' | 'Rating'): Promise<string[]> {
  const table = dialog.getByRole('table', { name: /Bids received/ });
  const index = column === 'Price' ? 2 : 1;
  return table.locator('tbody tr').evaluateAll((rows, i) => rows.map((row) => row.children[i]?.textContent?.trim() ?? ''), index);
}

const euros: Record<string, number> = { '€': 1, BAM: 1.95583, RSD: 117.2, CHF: 0.94 };
function priceInEuros(text: string): number {
  const amount = Number(text.replace(/[^\d.]/g, ''));
  const currency = Object.keys(euros).find((code) => text.includes(code)) ?? '€';
  return amount / (euros[currency] ?? 1);
}
const ratingOf = (text: string) => (text.includes('No reviews') ? -1 : Number(text.replace(/^\D*/, '').split(/\s/)[0]));

test('Ana sees the find-transport prompt and her transports', async ({ page }) => {
  await logIn(page, 'ana@tovar.example');
  await expect(page.getByRole('heading', { name: 'Need something moved?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a transport request' })).toHaveAttribute('href', '/platform/user/create');
  const table = myTransports(page);
  for (const name of ['Title', 'Route', 'Loading date', 'Status', 'Bids', 'Latest activity']) {
    await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
  }
  await expect(await rowOf(page, 'Kitchen appliances')).toContainText('Awarded');
  await expect(await rowOf(page, 'Dog relocation Sarajevo → Wien')).toContainText('Delivered');
  // On a phone each transport is a card, its dates named as the table's headers name them.
  await page.setViewportSize({ width: 360, height: 740 });
  const card = page.getByRole('button', { name: /Dog relocation Sarajevo → Wien/ });
  await expect(card).toContainText(/Loading: \d/);
  await expect(card).toContainText(/Latest activity: \d/);
});

test('a transport opens from the URL, keeps it in sync and has no axe violations', async ({ page }) => {
  await logIn(page, 'ana@tovar.example');
  const dialog = await openTransport(page, 'Upright piano Sarajevo → Mostar');
  await expect(page).toHaveURL(/\?transport=[0-9a-f-]{36}$/);
  await expect(dialog.getByText('Delivery info')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Items' })).toContainText('Upright piano');
  await expectNoViolations(page);

  const url = page.url();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/platform\/user$/);
  await page.goto(url);
  await expect(page.getByRole('dialog', { name: 'Upright piano Sarajevo → Mostar' })).toBeVisible();
});

test('Ana sorts the bids by price and rating, then awards one', async ({ page }) => {
  await logIn(page, 'ana@tovar.example');
  const dialog = await openTransport(page, flatMove);
  const priceHeader = dialog.getByRole('columnheader', { name: 'Price' });
  const ratingHeader = dialog.getByRole('columnheader', { name: 'Rating' });

  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  const ascending = (await bidColumn(dialog, 'Price')).map(priceInEuros);
  expect(ascending.length).toBeGreaterThanOrEqual(3);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await priceHeader.getByRole('button').click();
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  expect((await bidColumn(dialog, 'Price')).map(priceInEuros)).toEqual([...ascending].sort((a, b) => b - a));

  await ratingHeader.getByRole('button').click();
  await expect(ratingHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(priceHeader).toHaveAttribute('aria-sort', 'none');
  const ratings = (await bidColumn(dialog, 'Rating')).map(ratingOf);
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

  // Award the best-rated bid.
  const bids = dialog.getByRole('table', { name: /Bids received/ });
  const chosen = bids.locator('tbody tr').first();
  const company = (await chosen.getByRole('link').first().textContent())?.trim() ?? '';
  await chosen.getByRole('button', { name: `Award to ${company}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Award this transport?' });
  await expect(confirm).toContainText(`Award this transport to ${company} for`);
  await expect(confirm).toContainText('The other bids will be declined.');
  await confirm.getByRole('button', { name: 'Award transport' }).click();

  await expect(page.getByText(`Transport awarded to ${company}`)).toBeVisible();
  await expect(dialog.getByText('Awarded', { exact: true })).toBeVisible();
  await expect(bids.locator('tbody tr').filter({ hasText: company })).toContainText('Accepted');
  const others = bids.locator('tbody tr').filter({ hasNotText: company });
  for (const row of await others.all()) await expect(row).toContainText('Declined');
  await expect(dialog.getByRole('button', { name: /^Award/ })).toHaveCount(0);

  const actions = dialog.getByRole('group', { name: 'Transport actions' });
  await expect(actions.getByRole('button', { name: 'Cancel transport' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Delete transport' })).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(myTransports(page).getByRole('row').filter({ hasText: flatMove })).toContainText('Awarded');
});

test('Ana deletes an open transport after confirming', async ({ page, request }) => {
  const title = `Garden furniture ${Date.now()}`;
  await createTransport(request, title);
  await logIn(page, 'ana@tovar.example');
  const dialog = await openTransport(page, title);
  await expect(dialog.getByText('No bids yet.', { exact: false })).toBeVisible();
  // Transporters browse requests now (issue 10): the empty list says they will find it.
  await expect(dialog.getByText('Transporters will find your request in their transport list.', { exact: false })).toBeVisible();

  await dialog.getByRole('button', { name: 'Delete transport' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this transport?' });
  // The buttons say what they do (issue 14): never a bare "Cancel" beside "Cancel transport".
  await expect(confirm.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Keep transport', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Delete transport' }).click();
  await confirm.getByRole('button', { name: 'Delete transport', exact: true }).click();
  await expect(page.getByText('Transport deleted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/platform\/user$/);
  await expect(myTransports(page).getByRole('button', { name: title })).toHaveCount(0);
});

test('Ana cancels an open transport; it can then be deleted', async ({ page, request }) => {
  const title = `Garden chairs ${Date.now()}`;
  await createTransport(request, title);
  await logIn(page, 'ana@tovar.example');
  const dialog = await openTransport(page, title);
  await dialog.getByRole('button', { name: 'Cancel transport' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this transport?' });
  await confirm.getByRole('button', { name: 'Cancel transport' }).click();
  await expect(page.getByText('Transport cancelled')).toBeVisible();
  await expect(dialog.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel transport' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete transport' })).toBeVisible();
});

test('Marko, with no transports yet, is invited to his first request, and promised nothing the product does not do', async ({ page }) => {
  await logIn(page, 'marko@tovar.example');
  await expect(page.getByRole('heading', { name: 'Post your first transport request' })).toBeVisible();
  await expect(page.getByText('Nothing is agreed until you accept an offer.')).toBeVisible();
  await expect(page.getByText(/% off|discount/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create a transport request' })).toHaveAttribute('href', '/platform/user/create');
  await expect(page.getByText('You have not posted a transport request yet.')).toBeVisible();
});

test('?action=create goes to the wizard', async ({ page }) => {
  await logIn(page, 'marko@tovar.example');
  await page.goto('/platform/user?action=create');
  await expect(page).toHaveURL(/\/platform\/user\/create$/);
});

test('an unknown transport id says "not found" with a way back, not "Try again"', async ({ page }) => {
  await logIn(page, 'ana@tovar.example');
  await page.goto('/platform/user?transport=00000000-0000-4000-8000-000000000000');
  const dialog = page.getByRole('dialog', { name: 'This transport does not exist or is not yours.' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Back to my transports' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/platform\/user$/);
});

test("on a phone the dialog's head takes Ana from the facts to the bids in one press", async ({ page }) => {
  const title = `Bids a press away ${Date.now()}`;
  const id = await loadWithTwoBids(page.request, title);
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, 'ana@tovar.example');
  await page.goto(`${paths.userHome}?transport=${id}`);
  const dialog = page.getByRole('dialog', { name: title });
  const heading = dialog.getByRole('heading', { name: /Bids received/ });
  await expect(heading).not.toBeInViewport();
  await dialog.getByRole('button', { name: '2 bids go to the bids' }).click();
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
});

test('a withdrawn bid leaves the count in the list and in the dialog, and stays listed there, marked', async ({ page }) => {
  const title = `One bid withdrawn ${Date.now()}`;
  const id = await loadWithTwoBids(page.request, title);
  const { token } = await apiLogIn(page.request, 'info@drinatrans.example');
  await trpc(page.request, token, 'bids.withdraw', { json: { transportId: id } }, 'mutation');
  await logInAs(page, 'ana@tovar.example');
  const row = myTransports(page).getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
  const dialog = await openTransport(page, title);
  await expect(dialog.getByRole('button', { name: '1 bid go to the bids' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Bids received (1 bid)' })).toBeVisible();
  const bids = dialog.getByRole('table', { name: /Bids received/ });
  await expect(bids.locator('tbody tr')).toHaveCount(2);
  await expect(bids.locator('tbody tr').filter({ hasText: 'Withdrawn' })).toHaveCount(1);
});
