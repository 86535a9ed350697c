/**
 * Proof of delivery (issue 28): Alpen Logistik records a delivery of Luka's with the code his
 * transport shows, a photo and a reservation; Luka sees the record and downloads the PDF note.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './test';
import { expectNoViolations } from './axe';
import { createLoad, placeBid, trpc } from './api-fixtures';
import { apiLogIn, openAs, paths, toastWith, waitForIslands } from './helpers';

// Luka and Alpen Logistik: no other spec carries a load between them.
const customer = 'luka@tovar.example';
const transporter = 'office@alpenlogistik.example';

/** A 64 × 48 PNG, as a phone's photo would arrive (the server re-encodes it). */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAZElEQVR4nO3PUQkAIBTAwBfHiEY0liH8OITBAtzm7PV1wwUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY8dgGJouDxWSHk+wAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ timeout: 90_000 });

/** A new load of Luka's, awarded to Alpen Logistik and on the road: its id and delivery code. */
async function inTransit(request: APIRequestContext, title: string) {
  const id = await createLoad(request, customer, title);
  const bidId = await placeBid(request, transporter, id, 210);
  const owner = await apiLogIn(request, customer);
  await trpc(request, owner.token, 'transports.award', { json: { transportId: id, bidId } }, 'mutation');
  const carrier = await apiLogIn(request, transporter);
  await trpc(request, carrier.token, 'transports.startTransit', { json: { id } }, 'mutation');
  const { code } = await trpc<{ code: string }>(request, owner.token, 'deliveries.forTransport', { id }, 'query');
  return { id, code };
}

test('a delivery with a photo and a reservation, seen by the customer, with the PDF note', async ({ page, request }) => {
  const title = `Delivery proof ${Date.now().toString(36)}`;
  const { id, code } = await inTransit(request, title);

  // The customer's transport shows the code while it is on the road.
  await openAs(page, customer, `${paths.userHome}?transport=${id}`);
  await waitForIslands(page);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Delivery code' })).toBeVisible();
  await expect(page.getByRole('dialog').getByText(code, { exact: true })).toBeVisible();

  await openAs(page, transporter, `${paths.jobs}?job=${id}`);
  await waitForIslands(page);
  const job = page.getByRole('dialog', { name: title });
  await job.getByRole('button', { name: 'Mark delivered' }).click();
  const form = page.getByRole('dialog', { name: 'Record the delivery' });
  await form.getByLabel("Receiver's name").fill('Luka at the door');
  await form.getByLabel('Delivery code').fill(code === '000000' ? '000001' : '000000');
  await form.getByRole('checkbox', { name: 'Wet' }).click();
  await form.getByLabel('Reservation details').fill('One box wet at the bottom');
  await form.getByLabel('Photos (up to 5)').setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: photo });
  await expect(form.getByRole('img', { name: 'Delivery photo 1' })).toBeVisible();
  await expectNoViolations(page);
  await form.getByRole('button', { name: 'Record delivery' }).click();
  await expect(form.getByText('That delivery code is not right.')).toBeVisible();
  await form.getByLabel('Delivery code').fill(code);
  await form.getByRole('button', { name: 'Record delivery' }).click();
  await expect(toastWith(page, 'Delivery recorded.')).toBeVisible();
  await expect(job.getByRole('heading', { name: 'Proof of delivery' })).toBeVisible();

  await openAs(page, customer, `${paths.userHome}?transport=${id}`);
  await waitForIslands(page);
  const detail = page.getByRole('dialog');
  await expect(detail.getByRole('heading', { name: 'Proof of delivery' })).toBeVisible();
  await expect(detail.getByText('Luka at the door')).toBeVisible();
  await expect(detail.getByText('Wet: One box wet at the bottom')).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Delivery photo 1' })).toBeVisible();
  await expectNoViolations(page);
  const download = page.waitForEvent('download');
  await detail.getByRole('button', { name: 'Delivery note (PDF)' }).click();
  const file = await (await download).path();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the customer confirms a delivery herself, told the transporter sees it, with the code as it is shown', async ({ page, request }) => {
  const title = `Confirmed by Luka ${Date.now().toString(36)}`;
  const { id, code } = await inTransit(request, title);

  await openAs(page, customer, `${paths.userHome}?transport=${id}`);
  await waitForIslands(page);
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Confirm delivery' }).click();
  const form = page.getByRole('dialog', { name: 'Confirm the delivery' });
  await expect(form.getByText('The transporter sees this record; it cannot be changed afterwards.')).toBeVisible();
  // "Receiver absent" is the transporter's case (a photo, the vehicle near the address), not hers.
  await expect(form.getByRole('checkbox', { name: /Receiver absent/ })).toHaveCount(0);
  await form.getByLabel("Receiver's name").fill('Luka');
  await form.getByLabel('Delivery code').pressSequentially(code.split('').join(' '));
  await form.getByRole('button', { name: 'Record delivery' }).click();
  await expect(toastWith(page, 'Delivery recorded.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: title }).getByRole('heading', { name: 'Proof of delivery' })).toBeVisible();
});
