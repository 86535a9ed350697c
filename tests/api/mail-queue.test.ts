/**
 * Issue 13, "SMTP down": with no mail server listening, the actions that mail still succeed and
 * their mails wait in the queue; failed attempts are retried with exponential backoff (the worker's
 * clock is passed in, no waiting) and given up after a day with an error log; once the mail server
 * is up the mail is delivered exactly once. No log line carries a recipient, a body or a token.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '@/server/config';
import { sendMail } from '@/server/services/mail/mail';
import { mailDelivery, retryDelayMs } from '@/server/services/mail/mail-delivery-settings';
import { resetMailTransport } from '@/server/services/mail/mail-transport';
import { createMailWorker, startMailWorker } from '@/server/services/mail/mail-worker';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { callerFor } from './helpers/caller';
import { signUp, uniqueEmail, uniqueIp } from './helpers/auth';
import { captureLogs, closedPort, delivery, queuedTo } from './helpers/mail-queue';
import { startSmtpServer } from './helpers/smtp';

const db = useTestDatabase();
const saved = { smtpUrl: config.smtpUrl };
let port: number;
const servers: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  port = await closedPort();
  config.smtpUrl = `smtp://127.0.0.1:${port}`;
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
afterAll(async () => {
  resetMailTransport();
  Object.assign(config, saved);
  await Promise.all(servers.map((server) => server.close()));
});

const mailTo = (to: string) => ({ to, subject: 'Queued', text: 'the body 1f2e3d', html: '<p>the body 1f2e3d</p>' });

describe(`the mail queue with SMTP down on ${testDatabaseKind}`, () => {
  it('lets a sign-up and a password reset succeed; their mails wait in the queue', async () => {
    const { email, result } = await signUp(db());
    expect(result.success).toBe(true);
    expect(await callerFor(db(), { ip: uniqueIp() }).auth.requestPasswordReset({ email })).toEqual({ success: true });
    const logs = captureLogs();
    const now = new Date();
    await createMailWorker(db()).drain(now);

    const rows = await queuedTo(db(), email);
    expect(rows.map((row) => row.subject)).toEqual(['Confirm your Tovar account', 'Reset your Tovar password']);
    for (const row of rows) {
      expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lockedUntil: null });
      expect(row.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
      expect(row.nextAttemptAt).toEqual(new Date(now.getTime() + mailDelivery.firstDelayMs));
    }
    expect(logs.filter((line) => line.includes('mail delivery failed, will retry'))).toHaveLength(2);
    expect(logs.join('')).not.toMatch(new RegExp(`${email}|confirm=|token=|Hello`));
  });

  it('retries with exponential backoff up to an hour, and gives up after a day with an error log', async () => {
    const to = uniqueEmail('backoff');
    await sendMail(db(), mailTo(to));
    const [queued] = await queuedTo(db(), to);
    const logs = captureLogs();
    const worker = createMailWorker(db());
    const waits: number[] = [];
    let now = new Date(queued!.createdAt.getTime() + 1);
    for (;;) {
      await worker.drain(now);
      const [row] = await queuedTo(db(), to);
      expect(row?.attempts).toBe(waits.length + 1);
      if (row?.failedAt) break;
      const next = row!.nextAttemptAt;
      waits.push(next.getTime() - now.getTime());
      // Not a moment early.
      await worker.drain(new Date(next.getTime() - 1));
      expect((await queuedTo(db(), to))[0]?.attempts).toBe(waits.length);
      now = next;
    }
    const expected = waits.map((_, n) => Math.min(30_000 * 2 ** n, 3_600_000));
    expect(waits).toEqual(expected);
    expect(waits.slice(0, 8)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000]);
    expect(waits.map((_, n) => retryDelayMs(n + 1))).toEqual(expected);
    const lastTry = now.getTime() - queued!.createdAt.getTime();
    expect(lastTry).toBeLessThanOrEqual(mailDelivery.giveUpAfterMs);
    expect(lastTry + mailDelivery.maxDelayMs).toBeGreaterThan(mailDelivery.giveUpAfterMs);
    // (The earlier test's mails, due on the same clock, are given up too.)
    const givenUp = logs.filter((line) => line.includes('mail delivery given up') && line.includes(queued!.id));
    expect(givenUp).toHaveLength(1);
    expect(JSON.parse(givenUp[0]!)).toMatchObject({ level: 'error', attempts: waits.length + 1 });
    expect(logs.join('')).not.toMatch(/backoff-|1f2e3d/);
  });

  it('delivers the waiting mail exactly once after the mail server starts', async () => {
    const { email } = await signUp(db());
    // Short retries through the settings; the worker keeps failing until the server listens.
    const worker = startMailWorker(db(), { ...mailDelivery, firstDelayMs: 20, maxDelayMs: 50, pollMs: 10 });
    try {
      await expect.poll(async () => (await queuedTo(db(), email))[0]?.attempts ?? 0, delivery).toBeGreaterThanOrEqual(2);
      const smtp = await startSmtpServer(port);
      servers.push(smtp);
      await expect.poll(async () => (await queuedTo(db(), email))[0]?.sentAt ?? null, delivery).not.toBeNull();
      await worker.stop();
      // Whatever runs later (another poll, a worker a day on) finds nothing more to send.
      await createMailWorker(db()).drain(new Date(Date.now() + 2 * 24 * 3_600_000));
      expect(smtp.messages.filter((mail) => mail.to.includes(email))).toHaveLength(1);
      expect(smtp.messages.find((mail) => mail.to.includes(email))?.subject).toBe('Confirm your Tovar account');
    } finally {
      await worker.stop();
    }
  });
});
