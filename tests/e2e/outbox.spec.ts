/**
 * Issue 7 item 1 on the built server: the local outbox shows mails only to a client on this machine
 * that presents the run's key; everyone else gets 404 and no mail content. The machine's own
 * non-loopback address stands in for another computer.
 */
import { networkInterfaces } from 'node:os';
import { expect, test, type APIResponse } from './test';
import { outboxPath, uniqueEmail } from './helpers';

/** This machine's first non-internal IPv4 address, if it has one. */
function externalAddress(): string | null {
  const addresses = Object.values(networkInterfaces()).flat();
  return addresses.find((address) => address && address.family === 'IPv4' && !address.internal)?.address ?? null;
}

async function expectNoMail(response: APIResponse, email: string) {
  expect(response.status()).toBe(404);
  const body = await response.text();
  expect(body).not.toContain(email);
  expect(body).not.toMatch(/reset-password\?token=|log-in\?confirm=|Reset your Tovar password/);
}

test.describe('the local outbox', () => {
  let email: string;

  test.beforeAll(async ({ request }) => {
    // A mail in the outbox: the confirmation of a fresh account.
    email = uniqueEmail('outbox');
    const signUp = { name: 'Outbox Reader', email, password: 'secret-123', accountType: 'USER', acceptTerms: true };
    const response = await request.post('/api/trpc/auth.signUp', { data: { json: signUp } });
    expect(response.status()).toBe(200);
  });

  test('with the key, from this machine, lists the mails', async ({ page }) => {
    const mail = page.getByRole('listitem').filter({ hasText: email });
    // The server's mail queue delivers just after the sign-up: reload until the mail is listed.
    await expect(async () => {
      const response = await page.goto(outboxPath());
      expect(response?.status()).toBe(200);
      await expect(mail.getByRole('heading', { name: 'Confirm your Tovar account' })).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(mail.getByRole('link', { name: 'Confirm my email address' })).toHaveAttribute('href', /\/home\/user\/log-in\?confirm=/);
  });

  test('without the key, or with a wrong one, answers 404 with no mail', async ({ request, page }) => {
    await expectNoMail(await request.get('/dev/outbox'), email);
    await expectNoMail(await request.get('/dev/outbox?key='), email);
    await expectNoMail(await request.get(outboxPath('A'.repeat(43))), email);
    const response = await page.goto('/dev/outbox');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
  });

  test('with the key but relayed by a proxy header answers 404', async ({ request }) => {
    await expectNoMail(await request.get(outboxPath(), { headers: { 'X-Forwarded-For': '127.0.0.1' } }), email);
    await expectNoMail(await request.get(outboxPath(), { headers: { Forwarded: 'for=127.0.0.1' } }), email);
  });

  test('with the key, from another address, answers 404', async ({ request, baseURL }) => {
    const address = externalAddress();
    test.skip(!address, 'this machine has no non-loopback IPv4 address');
    const url = new URL(outboxPath(), baseURL);
    url.hostname = address!;
    await expectNoMail(await request.get(url.toString()), email);
    // The same server answers that address (so the 404 is the outbox refusing, not a dead address).
    url.pathname = '/home';
    url.search = '';
    expect((await request.get(url.toString())).status()).toBe(200);
  });
});
