/**
 * Issue 26: a notification's mail reaches a real SMTP server with RFC 8058's headers, in the
 * recipient's language; the one-click POST stops the category while a GET of the same link does not.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { config } from '@/server/config';
import { createApiHandler } from '@/server/http/api';
import { createRequestHandler } from '@/server/http/request-handler';
import { resetMailTransport } from '@/server/services/mail/mail-transport';
import { mailDelivery } from '@/server/services/mail/mail-delivery-settings';
import { startMailWorker, type MailWorker } from '@/server/services/mail/mail-worker';
import { unsubscribeToken } from '@/server/services/notifications/unsubscribe-tokens';
import { createTestDatabase, testDatabaseKind } from './helpers/database';
import { startSmtpServer, type ReceivedMail } from './helpers/smtp';
import { delivery } from './helpers/mail-queue';
import { createAccount, createTransporter, validTransportInput } from './helpers/transports';
import { createVehicle, validBid } from './helpers/bids';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let worker: MailWorker;
let server: http.Server;
let base: string;
const saved = { smtpUrl: config.smtpUrl, outboxDir: config.outboxDir };

beforeAll(async () => {
  [database, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
  resetMailTransport();
  config.smtpUrl = smtp.url;
  config.outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tovar-outbox-'));
  worker = startMailWorker(database.db, { ...mailDelivery, pollMs: 3_600_000 });
  const handler = createRequestHandler({
    api: createApiHandler(async () => database.db),
    staticFiles: () => false,
    pages: (_req, res) => void res.writeHead(404).end(),
    trustProxy: false,
  });
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await worker.stop();
  await new Promise((resolve) => server.close(resolve));
  resetMailTransport();
  fs.rmSync(config.outboxDir, { recursive: true, force: true });
  Object.assign(config, saved);
  await Promise.all([smtp.close(), database.close()]);
});

async function customerWithBid(language: string) {
  const db = database.db;
  const owner = await createAccount(db, 'USER');
  await db.update(users).set({ emailConfirmedAt: new Date(), language }).where(eq(users.id, owner.user.id));
  // The default quiet hours (22:00–07:00 in Sarajevo) would hold the mail of a run in the evening.
  await owner.caller.notifications.setQuietHours({ enabled: false, from: 0, to: 0, timeZone: 'UTC' });
  const { id } = await owner.caller.transports.create(validTransportInput({ title: 'Kühlschrank nach Wien' }));
  const carrier = await createTransporter(db);
  const truck = await createVehicle(db, carrier.company.id, { type: 'BOX_TRUCK', plate: 'NM-1', trackerId: `trk-${crypto.randomUUID()}` });
  await carrier.caller.bids.place(validBid(id, truck.id, { amount: 410 }));
  return { owner, id };
}

async function mailTo(address: string): Promise<ReceivedMail> {
  await expect.poll(() => smtp.messages.filter((mail) => mail.to.includes(address)).length, delivery).toBeGreaterThan(0);
  return smtp.messages.find((mail) => mail.to.includes(address)) as ReceivedMail;
}

const oneClickUrl = (mail: ReceivedMail) => /List-Unsubscribe: <([^>]+)>/i.exec(mail.headers)?.[1] ?? '';

describe(`notification mail on ${testDatabaseKind}`, () => {
  it('arrives over SMTP in the recipient language with one-click unsubscribe headers and a link to the load', async () => {
    const { owner, id } = await customerWithBid('de');
    const mail = await mailTo(owner.user.email);
    expect(mail.subject).toContain('Kühlschrank nach Wien');
    expect(mail.subject).not.toBe(mail.subject.toLowerCase()); // a sentence, not a key
    expect(mail.body).toContain(`/platform/user?transport=${id}`);
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);
    expect(oneClickUrl(mail)).toMatch(/\/api\/unsubscribe\?token=/);
  });

  it('unsubscribes on the one-click POST only: a GET changes nothing', async () => {
    const { owner } = await customerWithBid('en');
    const url = new URL(oneClickUrl(await mailTo(owner.user.email)));
    const local = `${base}${url.pathname}${url.search}`;
    const get = await fetch(local);
    expect(get.status).toBe(405);
    expect((await owner.caller.notifications.preferences()).categories.find((row) => row.category === 'bids')?.channels.mail).toBe(true);
    const post = await fetch(local, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(post.status).toBe(200);
    expect((await owner.caller.notifications.preferences()).categories.find((row) => row.category === 'bids')?.channels.mail).toBe(false);
  });

  it('refuses a token it did not sign, or one for another category, and sends the page back to itself', async () => {
    const owner = await createAccount(database.db, 'USER');
    const token = unsubscribeToken(owner.user.id, 'bids');
    const forged = token.replace('.bids.', '.transit.');
    const refused = await fetch(`${base}/api/unsubscribe?token=${encodeURIComponent(forged)}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(400);
    const fromPage = await fetch(`${base}/api/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click&from=page&lang=sr-Cyrl',
      redirect: 'manual',
    });
    expect(fromPage.status).toBe(303);
    expect(fromPage.headers.get('location')).toMatch(/^\/notifications\/unsubscribe\?token=.+&lang=sr-Cyrl&done=1$/);
  });

  it('offers no unsubscribe on a security notice', async () => {
    const owner = await createAccount(database.db, 'USER');
    await database.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, owner.user.id));
    const { notify } = await import('@/server/services/notifications/notify');
    await notify(database.db, {
      userId: owner.user.id,
      kind: 'passwordChanged',
      subjectKey: 'password',
      path: '/p',
      params: {},
      eventKey: 'sec',
    });
    const mail = await mailTo(owner.user.email);
    expect(mail.headers).not.toMatch(/List-Unsubscribe/i);
  });
});
