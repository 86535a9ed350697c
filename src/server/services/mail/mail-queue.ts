/**
 * The durable mail queue's rows: written with the action that sends the mail (in its transaction
 * when it has one), claimed by any process's worker with FOR UPDATE SKIP LOCKED under a lease, and
 * marked sent, retried later or given up. Policy numbers live in mail-delivery-settings.ts.
 */
import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailQueue, type QueuedMail } from '../../db/schema';
import {
  failedMailRetentionMs,
  mailDelivery,
  retryDelayMs,
  sentMailRetentionMs,
  type MailDeliverySettings,
} from './mail-delivery-settings';
import type { Mail } from './mail-message';

/** `at`: the first attempt's time (a notification held by quiet hours); now by default. */
export async function enqueueMail(db: Db, mail: Mail, at = new Date()): Promise<string> {
  const [row] = await db
    .insert(mailQueue)
    // Due from now by the workers' clock (JavaScript's, in ms): the database's now() has microseconds
    // and would not be due yet to a worker running within the same millisecond.
    .values({
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? null,
      nextAttemptAt: at,
    })
    .returning({ id: mailQueue.id });
  if (!row) throw new Error('the mail queue returned no row');
  return row.id;
}

/** Many mails in one statement per 500 (a new load's alerts), each due at its own time. */
export async function enqueueMails(db: Db, mails: readonly { mail: Mail; at: Date }[]): Promise<void> {
  for (let start = 0; start < mails.length; start += 500) {
    await db.insert(mailQueue).values(
      mails.slice(start, start + 500).map(({ mail, at }) => ({
        recipient: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? null,
        nextAttemptAt: at,
      })),
    );
  }
}

/** Takes up to `limit` due mails no other worker holds, leased until now + leaseMs. */
export async function claimDueMails(db: Db, now: Date, settings: MailDeliverySettings = mailDelivery): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(
      and(
        isNull(mailQueue.sentAt),
        isNull(mailQueue.failedAt),
        lte(mailQueue.nextAttemptAt, now),
        or(isNull(mailQueue.lockedUntil), lte(mailQueue.lockedUntil, now)),
      ),
    )
    .orderBy(mailQueue.nextAttemptAt)
    .limit(settings.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(mailQueue)
    .set({ lockedUntil: new Date(now.getTime() + settings.leaseMs), attempts: sql`${mailQueue.attempts} + 1` })
    .where(inArray(mailQueue.id, due))
    .returning();
}

export async function markSent(db: Db, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailQueue)
    .set({ sentAt: now, lockedUntil: null, lastError: null })
    .where(inArray(mailQueue.id, [...ids]));
}

/** After a failed attempt: the next try's time, or null when the mail is given up. */
export async function markFailed(
  db: Db,
  mail: QueuedMail,
  lastError: string,
  now: Date,
  settings: MailDeliverySettings = mailDelivery,
): Promise<Date | null> {
  const next = new Date(now.getTime() + retryDelayMs(mail.attempts, settings));
  const givenUp = next.getTime() - mail.createdAt.getTime() > settings.giveUpAfterMs;
  await db
    .update(mailQueue)
    .set(givenUp ? { failedAt: now, lockedUntil: null, lastError } : { nextAttemptAt: next, lockedUntil: null, lastError })
    .where(and(eq(mailQueue.id, mail.id), isNull(mailQueue.sentAt)));
  return givenUp ? null : next;
}

/** Maintenance: sent mails after a week, given-up ones after a month. */
export async function pruneMailQueue(db: Db, now: Date): Promise<void> {
  await db
    .delete(mailQueue)
    .where(
      or(
        and(isNotNull(mailQueue.sentAt), lt(mailQueue.sentAt, new Date(now.getTime() - sentMailRetentionMs))),
        and(isNotNull(mailQueue.failedAt), lt(mailQueue.failedAt, new Date(now.getTime() - failedMailRetentionMs))),
      ),
    );
}
