/**
 * The price band in the browser (issue 28): a transporter opens a demo load whose lane has awarded
 * history and sees a range in the load's bid form, in the currency the bid is in (EUR, then BAM at the
 * reference rate when the bid changes to it), axe clean; a load on a lane with no history says "not
 * enough data yet".
 */
import { expect, test, type APIRequestContext, type Page } from './test';
import { createLoad, trpc } from './api-fixtures';
import { expectNoViolations } from './axe';
import { apiLogIn, logInAs, openAs, waitForIslands } from './helpers';

const transporter = 'info@drinatrans.example';
const searchPage = '/platform/transporter/transports';

interface Band {
  low: number;
  high: number;
  median: number;
}

interface LoadRow {
  id: string;
  title: string;
  myBid: unknown;
}

async function bandOf(request: APIRequestContext, token: string, transportId: string, currency: string): Promise<Band | null> {
  const answer = await trpc<{ band: Band | null }>(request, token, 'transports.priceBand', { transportId, currency }, 'query');
  return answer.band;
}

/**
 * A demo load on a lane with awarded history that the transporter has not bid on: its bid form starts
 * in EUR (one it bid on starts in its bid's currency, RSD for the demo's domestic Serbian bids). Loads
 * of one loading day come in the order of their random ids, so which is first differs by start.
 */
async function loadWithBand(request: APIRequestContext): Promise<LoadRow> {
  const { token } = await apiLogIn(request, transporter);
  const page = await trpc<{ items: LoadRow[] }>(request, token, 'loads.search', { pageSize: 20 }, 'query');
  for (const load of page.items) if (!load.myBid && (await bandOf(request, token, load.id, 'EUR'))) return load;
  throw new Error('no demo load with a price band on the first page');
}

/** The range's two figures as an English page writes them ("€1,200.00 – €1,500.00" → [1200, 1500]). */
async function shownRange(page: Page): Promise<number[]> {
  const text = (await page.getByTestId('price-band').textContent()) ?? '';
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).slice(0, 2).map((figure) => Number(figure.replace(/,/g, '')));
}

test.describe.configure({ timeout: 90_000 });

// The figures themselves move while tests beside this one award jobs on the demo lanes: what must
// hold is a range from the server, low ≤ high, that follows the bid's currency at the reference rate.
test('a load with awarded history shows the range in the bid form, in the bid’s currency', async ({ page, request }) => {
  const load = await loadWithBand(request);
  await logInAs(page, transporter);
  await page.context().addCookies([{ name: 'tovar-language', value: 'en', url: new URL(page.url()).origin }]);
  await page.evaluate(() => localStorage.setItem('tovar-language', 'en'));
  await page.goto(`${searchPage}?load=${load.id}`);
  await waitForIslands(page);
  const dialog = page.getByRole('dialog', { name: load.title });
  const band = dialog.getByRole('region', { name: 'Price range of similar jobs' });
  await expect(band).toBeVisible();
  await expect(band).toContainText('typically');
  await expect(band).toContainText('prices awarded on Tovar in the last 180 days');
  await expect(band).toContainText('€');
  await expect.poll(async () => (await shownRange(page)).length).toBe(2);
  const [eurLow, eurHigh] = await shownRange(page);
  expect(eurLow).toBeGreaterThan(0);
  expect(eurLow).toBeLessThanOrEqual(eurHigh!);

  await dialog.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'BAM' }).click();
  await expect(band).toContainText('BAM');
  const [bamLow] = await shownRange(page);
  // 1.95583 BAM per EUR, each figure rounded to two significant digits.
  expect(bamLow! / eurLow!).toBeGreaterThan(1.75);
  expect(bamLow! / eurLow!).toBeLessThan(2.2);
  await expectNoViolations(page);
});

test('a load on a lane without history says there is not enough data yet', async ({ page, request }) => {
  const title = `No history ${Date.now()}`;
  // No demo load, award or other test goes between northern and southern Europe.
  const id = await createLoad(request, 'ana@tovar.example', title, 30, {
    loadingAddress: 'Vesterbrogade 1, Copenhagen',
    loadingCountry: 'DK',
    loadingLat: 55.6761,
    loadingLon: 12.5683,
    deliveryAddress: 'Rua Augusta 1, Lisbon',
    deliveryCountry: 'PT',
    deliveryLat: 38.7223,
    deliveryLon: -9.1393,
  });
  await openAs(page, transporter, `${searchPage}?load=${id}`);
  await waitForIslands(page);
  const band = page.getByRole('dialog', { name: title }).getByRole('region', { name: 'Price range of similar jobs' });
  await expect(band).toContainText('Not enough data yet');
});
