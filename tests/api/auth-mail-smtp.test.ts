import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { config } from '@/server/config';
import { mailDelivery } from '@/server/services/mail/mail-delivery-settings';
import { resetMailTransport } from '@/server/services/mail/mail-transport';
import { startMailWorker, type MailWorker } from '@/server/services/mail/mail-worker';
import { createTestDatabase, testDatabaseKind } from './helpers/database';
import { callerFor } from './helpers/caller';
import { password, signUp, uniqueIp } from './helpers/auth';
import { startSmtpServer, type ReceivedMail } from './helpers/smtp';
import { delivery } from './helpers/mail-queue';

const germanMail = path.resolve('locales/de/mail.json');

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let worker: MailWorker;
const saved = { smtpUrl: config.smtpUrl, outboxDir: config.outboxDir };

beforeAll(async () => {
  [database, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
  resetMailTransport();
  config.smtpUrl = smtp.url;
  // With SMTP set, nothing may land in the local outbox: point it at an empty directory to check.
  config.outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tovar-outbox-'));
  // As in the server: a worker in this process. It polls only hourly, so a mail arriving shows
  // that the enqueue woke it.
  worker = startMailWorker(database.db, { ...mailDelivery, pollMs: 3_600_000 });
});
afterAll(async () => {
  await worker.stop();
  resetMailTransport();
  fs.rmSync(config.outboxDir, { recursive: true, force: true });
  Object.assign(config, saved);
  await Promise.all([smtp.close(), database.close()]);
});

const mailsTo = (address: string, subject?: string) =>
  smtp.messages.filter((mail) => mail.to.includes(address) && (subject === undefined || mail.subject === subject));

/** The one mail to `address`, once the worker has delivered it. */
async function onlyMailTo(address: string, subject?: string): Promise<ReceivedMail> {
  await expect.poll(() => mailsTo(address, subject).length, delivery).toBeGreaterThan(0);
  await worker.drain();
  const mails = mailsTo(address, subject);
  expect(mails).toHaveLength(1);
  return mails[0] as ReceivedMail;
}

describe(`auth mails over SMTP on ${testDatabaseKind}`, () => {
  it('sends the confirmation mail on sign-up, in English by default', async () => {
    const { email, name } = await signUp(database.db, { name: 'Mila Mailer' });
    const mail = await onlyMailTo(email);
    expect(mail.from).toBe('no-reply@tovar.example');
    expect(mail.subject).toBe('Confirm your Tovar account');
    expect(mail.body).toContain(`Hello ${name},`);
    expect(mail.body).toMatch(/http:\/\/localhost:4321\/home\/user\/log-in\?confirm=[A-Za-z0-9_-]{43}/);
    expect(fs.readdirSync(config.outboxDir)).toEqual([]);
  });

  it('sends it in German when the caller reads German', async () => {
    const german = JSON.parse(fs.readFileSync(germanMail, 'utf8')) as Record<string, string>;
    const { email } = await signUp(database.db, {}, { lang: 'de' });
    expect((await onlyMailTo(email)).subject).toBe(german['confirm.subject']);
  });

  it('writes later mails in the language of the last log-in', async () => {
    const german = JSON.parse(fs.readFileSync(germanMail, 'utf8')) as Record<string, string>;
    const { email } = await signUp(database.db);
    const login = await callerFor(database.db, { ip: uniqueIp(), lang: 'de' }).auth.login({ email, password });
    expect(login.success).toBe(true);
    await callerFor(database.db, { ip: uniqueIp() }).auth.requestPasswordReset({ email });
    await onlyMailTo(email, german['reset.subject']);
  });

  it('sends the password reset mail with a reset link', async () => {
    const { email } = await signUp(database.db);
    expect(await callerFor(database.db, { ip: uniqueIp() }).auth.requestPasswordReset({ email })).toEqual({ success: true });
    const reset = await onlyMailTo(email, 'Reset your Tovar password');
    expect(reset.body).toMatch(/http:\/\/localhost:4321\/home\/user\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });
});
