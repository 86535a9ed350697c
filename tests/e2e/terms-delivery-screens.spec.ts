/**
 * Screenshots of issue 28's screens, desktop and phone, light and dark (only with TOVAR_SCREENSHOTS):
 * the wizard's summary with the auction terms and the price band, a load's panel with its terms, the
 * customer's delivery code, the driver's delivery form and the proof of delivery.
 */
import { expect, test, type Page } from './test';
import { createLoad, placeBid, trpc } from './api-fixtures';
import { apiLogIn, logInAs, paths, toastWith, waitForIslands } from './helpers';

const customer = 'luka@tovar.example';
const transporter = 'office@alpenlogistik.example';
const themes = ['light', 'dark'] as const;
const widths = [1280, 390];

async function shoot(page: Page, name: string, open: () => Promise<void>): Promise<void> {
  for (const theme of themes) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await open();
      await page.screenshot({ path: `test-results/screens/${name}-${theme}-${width}.png`, fullPage: true });
    }
  }
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
}

test.describe('screenshots', () => {
  test.skip(!process.env.TOVAR_SCREENSHOTS, 'screenshots only when asked for');
  test.setTimeout(240_000);

  test("issue 28's screens: desktop and phone, light and dark", async ({ page, request }) => {
    const title = `Screens ${Date.now().toString(36)}`;
    const id = await createLoad(request, customer, title);

    await logInAs(page, customer);
    await shoot(page, 'wizard-summary', async () => {
      await visit(page, `${paths.createTransport}?edit=${id}`);
      // The wizard keeps its step: the first visit walks to the summary, later ones open on it.
      const summary = page.getByTestId('price-band');
      for (let step = 0; step < 2 && !(await summary.isVisible()); step += 1) await page.getByRole('button', { name: 'Continue' }).click();
      await expect(summary).toBeVisible();
    });

    const carrier = await apiLogIn(request, transporter);
    const { items } = await trpc<{ items: { id: string; title: string; bookNowAmount: number | null }[] }>(
      request,
      carrier.token,
      'loads.search',
      { pageSize: 50 },
      'query',
    );
    const withTerms = items.find((load) => load.bookNowAmount !== null)!;
    await logInAs(page, transporter);
    await shoot(page, 'load-terms', async () => {
      await visit(page, `${paths.transporterTransports}?load=${withTerms.id}`);
      await expect(page.getByRole('dialog', { name: withTerms.title })).toBeVisible();
    });

    const bidId = await placeBid(request, transporter, id, 210);
    const owner = await apiLogIn(request, customer);
    await trpc(request, owner.token, 'transports.award', { json: { transportId: id, bidId } }, 'mutation');
    await trpc(request, carrier.token, 'transports.startTransit', { json: { id } }, 'mutation');
    const { code } = await trpc<{ code: string }>(request, owner.token, 'deliveries.forTransport', { id }, 'query');

    await shoot(page, 'delivery-form', async () => {
      await visit(page, `${paths.jobs}?job=${id}`);
      await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Mark delivered' }).click();
      await expect(page.getByRole('dialog', { name: 'Record the delivery' })).toBeVisible();
    });
    const form = page.getByRole('dialog', { name: 'Record the delivery' });
    await form.getByLabel("Receiver's name").fill('Luka at the door');
    await form.getByLabel('Delivery code').fill(code);
    await form.getByRole('button', { name: 'Record delivery' }).click();
    await expect(toastWith(page, 'Delivery recorded.')).toBeVisible();

    await logInAs(page, customer);
    await shoot(page, 'proof-of-delivery', async () => {
      await visit(page, `${paths.userHome}?transport=${id}`);
      await expect(page.getByRole('dialog').getByRole('heading', { name: 'Proof of delivery' })).toBeVisible();
    });
  });
});
