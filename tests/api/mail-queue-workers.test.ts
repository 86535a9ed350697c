/**
 * Issue 13, the mail queue shared by processes: two workers on one database (on PostgreSQL two
 * pools, as two server processes would have) deliver each mail exactly once; a claimed mail whose
 * worker died is sent again only after its lease; a worker polls for mails queued elsewhere; a
 * rolled-back action leaves no mail; maintenance forgets old sent and given-up mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { config } from '@/server/config';
import { openDatabase, type Database } from '@/server/db/client';
import { mailQueue } from '@/server/db/schema';
import { sendMail } from '@/server/services/mail/mail';
import { mailDelivery } from '@/server/services/mail/mail-delivery-settings';
import { claimDueMails, enqueueMail } from '@/server/services/mail/mail-queue';
import { resetMailTransport } from '@/server/services/mail/mail-transport';
import { createMailWorker, startMailWorker } from '@/server/services/mail/mail-worker';
import { cleanUp } from '@/server/services/maintenance/maintenance';
import { createTestDatabase, testDatabaseKind } from './helpers/database';
import { uniqueEmail } from './helpers/auth';
import { delivery, queuedTo } from './helpers/mail-queue';
import { startSmtpServer } from './helpers/smtp';

let first: Database & { url?: string };
let second: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const saved = { smtpUrl: config.smtpUrl };

beforeAll(async () => {
  [first, smtp] = await Promise.all([createTestDatabase(), startSmtpServer()]);
  // On PostgreSQL a second pool of its own; PGlite is one process's database, shared.
  second = first.url ? await openDatabase({ url: first.url }) : first;
  resetMailTransport();
  config.smtpUrl = smtp.url;
});
afterAll(async () => {
  resetMailTransport();
  Object.assign(config, saved);
  if (second !== first) await second.close();
  await Promise.all([smtp.close(), first.close()]);
});

const mailTo = (to: string) => ({ to, subject: 'Queued', text: 'body', html: '<p>body</p>' });
const receivedBy = (to: string) => smtp.messages.filter((mail) => mail.to.includes(to)).length;

describe(`the mail queue shared by workers on ${testDatabaseKind}`, () => {
  it('two workers on one database deliver each of N mails exactly once', async () => {
    const recipients = Array.from({ length: 40 }, () => uniqueEmail('pair'));
    for (const to of recipients) await enqueueMail(first.db, mailTo(to));
    const settings = { ...mailDelivery, batchSize: 3 };
    const workers = [createMailWorker(first.db, settings), createMailWorker(second.db, settings)];
    // Each worker runs until nothing is due: batches of both interleave.
    await Promise.all(workers.map((worker) => worker.drain()));

    expect(recipients.map(receivedBy)).toEqual(recipients.map(() => 1));
    const rows = await first.db.select().from(mailQueue).where(inArray(mailQueue.recipient, recipients));
    expect(rows.every((row) => row.sentAt && row.attempts === 1 && !row.lockedUntil)).toBe(true);
  });

  it('sends a claimed mail whose worker died again only once its lease has ended', async () => {
    const to = uniqueEmail('lease');
    await enqueueMail(first.db, mailTo(to));
    const now = new Date(Date.now() + 1_000);
    // A worker claims it and dies before sending.
    expect((await claimDueMails(first.db, now)).map((row) => row.recipient)).toContain(to);
    const other = createMailWorker(second.db);
    await other.drain(new Date(now.getTime() + mailDelivery.leaseMs - 1));
    expect(receivedBy(to)).toBe(0);
    await other.drain(new Date(now.getTime() + mailDelivery.leaseMs));
    expect(receivedBy(to)).toBe(1);
    expect((await queuedTo(first.db, to))[0]).toMatchObject({ attempts: 2, lockedUntil: null });
  });

  it('a worker finds mails queued by another process through its poll', async () => {
    const to = uniqueEmail('poll');
    const worker = startMailWorker(second.db, { ...mailDelivery, pollMs: 20 });
    try {
      // Queued without waking this process's workers, as another process would.
      await enqueueMail(first.db, mailTo(to));
      await expect.poll(() => receivedBy(to), delivery).toBe(1);
    } finally {
      await worker.stop();
    }
  });

  it('a rolled-back transaction leaves no mail; a committed one leaves one', async () => {
    const [rolledBack, committed] = [uniqueEmail('rollback'), uniqueEmail('commit')];
    await expect(
      first.db.transaction(async (tx) => {
        await sendMail(tx, mailTo(rolledBack));
        throw new Error('the action failed after queuing its mail');
      }),
    ).rejects.toThrow('the action failed');
    await first.db.transaction((tx) => sendMail(tx, mailTo(committed)));
    await createMailWorker(first.db).drain();
    expect(await queuedTo(first.db, rolledBack)).toEqual([]);
    expect(receivedBy(rolledBack)).toBe(0);
    expect(receivedBy(committed)).toBe(1);
  });

  it('maintenance forgets sent mails after a week and given-up ones after a month, never waiting ones', async () => {
    const day = 24 * 3_600_000;
    const ago = (days: number) => new Date(Date.now() - days * day);
    const rows = {
      sentLongAgo: { sentAt: ago(8) },
      sentLately: { sentAt: ago(6) },
      givenUpLongAgo: { failedAt: ago(31) },
      givenUpLately: { failedAt: ago(29) },
      waiting: { createdAt: ago(40), nextAttemptAt: ago(40) },
    };
    const ids = new Map<string, string>();
    for (const [name, fields] of Object.entries(rows)) {
      const [row] = await first.db
        .insert(mailQueue)
        .values({ ...mailTo(`${name}@example.com`), recipient: `${name}@example.com`, ...fields })
        .returning({ id: mailQueue.id });
      ids.set(name, row!.id);
    }
    await cleanUp(first.db);
    const left = await first.db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(inArray(mailQueue.id, [...ids.values()]));
    const names = [...ids].filter(([, id]) => left.some((row) => row.id === id)).map(([name]) => name);
    expect(names.sort()).toEqual(['givenUpLately', 'sentLately', 'waiting']);
    await first.db.delete(mailQueue).where(eq(mailQueue.id, ids.get('waiting')!));
  });
});
