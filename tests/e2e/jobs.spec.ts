/**
 * Jobs won and the transporter home (issue 10), as a demo transporter: open the job to start today,
 * start it with a vehicle, record its delivery with the code the customer's transport shows, and watch
 * the home's counts follow; axe in light and dark.
 */
import { expect, test, type Page } from './test';
import { expectNoViolations } from './axe';
import { apiLogIn, paths, startSession, toastWith, waitForIslands } from './helpers';
import { trpc } from './api-fixtures';

// Vardar Express: the other specs use the other demo transporters, so its jobs are this file's.
const transporter = 'kontakt@vardarexpress.example';

test.describe.configure({ timeout: 90_000 });

async function openHome(page: Page) {
  await page.goto(paths.transporterHome);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: /Jobs to start today/ })).toBeVisible();
}

/** The headline number of a home card, by its heading. */
async function cardCount(page: Page, heading: string): Promise<number> {
  return Number(await page.getByRole('heading', { name: heading }).locator('span').last().textContent());
}

/** A number in the fleet card, by vehicle status. */
async function fleetCount(page: Page, status: string): Promise<number> {
  return Number(
    await page
      .locator('dt', { hasText: new RegExp(`^${status}$`) })
      .locator('xpath=following-sibling::dd')
      .textContent(),
  );
}

test('a transporter starts the job of the day with a vehicle, delivers it, and the home follows', async ({ page, request }) => {
  await startSession(page, transporter);
  await openHome(page);
  const before = {
    toStart: await cardCount(page, 'Jobs to start today'),
    inTransit: await cardCount(page, 'Jobs in transit'),
    onJob: await fleetCount(page, 'On a job'),
  };
  expect(before.toStart).toBeGreaterThanOrEqual(1);

  // The first job to start today, linked from its card.
  const job = page.locator('a[href*="job="]').first();
  const title = (await job.textContent()) ?? '';
  await job.click();
  await expect(page).toHaveURL(/\/platform\/transporter\/jobs\?job=/);
  await waitForIslands(page);
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog.getByText('Awarded')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Customer' })).toBeVisible();
  // The bid's vehicle is preselected: it fits and is available.
  await expect(dialog.getByRole('combobox', { name: 'Vehicle for this job' })).toContainText('fits');
  await dialog.getByRole('button', { name: 'Start transit' }).click();
  // The demo's vehicle may have been last seen far from the pickup: then the dialog warns and says "Start anyway".
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /^(Start transit|Start anyway)$/ })
    .click();
  await expect(toastWith(page, 'Transit started.')).toBeVisible();
  await expect(dialog.getByText('In transit', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark delivered' })).toBeVisible();

  await openHome(page);
  await expect.poll(() => cardCount(page, 'Jobs in transit')).toBe(before.inTransit + 1);
  expect(await cardCount(page, 'Jobs to start today')).toBe(before.toStart - 1);
  expect(await fleetCount(page, 'On a job')).toBe(before.onJob + 1);

  await page.goto(paths.jobs);
  await waitForIslands(page);
  await page.getByRole('tab', { name: /In transit/ }).click();
  await page.getByRole('button', { name: title }).click();
  // The receiver reads out the code the customer's transport shows.
  const jobId = new URL(page.url()).searchParams.get('job') ?? '';
  const carrier = await apiLogIn(request, transporter);
  const { customer } = await trpc<{ customer: { email: string } }>(request, carrier.token, 'jobs.byId', { id: jobId }, 'query');
  const owner = await apiLogIn(request, customer.email);
  const { code } = await trpc<{ code: string }>(request, owner.token, 'deliveries.forTransport', { id: jobId }, 'query');
  await dialog.getByRole('button', { name: 'Mark delivered' }).click();
  const form = page.getByRole('dialog', { name: 'Record the delivery' });
  await form.getByLabel("Receiver's name").fill('Goran at the warehouse');
  await form.getByLabel('Delivery code').fill(code);
  await form.getByRole('button', { name: 'Record delivery' }).click();
  await expect(toastWith(page, 'Delivery recorded.')).toBeVisible();
  await expect(dialog.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Proof of delivery' })).toBeVisible();
  await expect(dialog.getByText('Goran at the warehouse')).toBeVisible();

  await openHome(page);
  await expect.poll(() => cardCount(page, 'Jobs in transit')).toBe(before.inTransit);
  expect(await fleetCount(page, 'On a job')).toBe(before.onJob);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the home, the jobs and a job's detail have no axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await startSession(page, transporter);
    await openHome(page);
    await expectNoViolations(page);
    await page.goto(`${paths.jobs}?group=delivered`);
    await waitForIslands(page);
    const first = page.getByRole('table').getByRole('button').first();
    await expect(first).toBeVisible();
    await expectNoViolations(page);
    await first.click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Customer' })).toBeVisible();
    await expectNoViolations(page);
  });
}
