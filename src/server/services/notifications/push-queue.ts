/**
 * The durable push queue (push_queue), the mail queue's pattern (services/mail/README.md): a row
 * written in the notification's transaction, claimed by any process's worker with FOR UPDATE SKIP
 * LOCKED under a lease, then marked sent, retried with the mail queue's backoff, or given up.
 */
import { and, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushQueue, type QueuedPush } from '../../db/schema';
import { retryDelayMs, type MailDeliverySettings } from '../mail/mail-delivery-settings';

/** Like the mail's, with a shorter lease (a push is one small request per device). */
export const pushDelivery: MailDeliverySettings = {
  firstDelayMs: 30_000,
  factor: 2,
  maxDelayMs: 3_600_000,
  giveUpAfterMs: 24 * 3_600_000,
  leaseMs: 60_000,
  pollMs: 5_000,
  batchSize: 10,
};

const retentionMs = 7 * 24 * 3_600_000;

export type NewPush = Pick<QueuedPush, 'userId' | 'payload' | 'topic' | 'urgency' | 'ttlSeconds'>;

/** Many pushes in one statement per 500 (a new load's alerts), each due at its own time (after quiet hours). */
export async function enqueuePushes(db: Db, pushes: readonly { push: NewPush; at: Date }[]): Promise<void> {
  for (let start = 0; start < pushes.length; start += 500) {
    await db.insert(pushQueue).values(pushes.slice(start, start + 500).map(({ push, at }) => ({ ...push, nextAttemptAt: at })));
  }
}

/** Takes up to `batchSize` due pushes no other worker holds, leased until now + leaseMs. */
export async function claimDuePushes(db: Db, now: Date, settings: MailDeliverySettings = pushDelivery): Promise<QueuedPush[]> {
  const due = db
    .select({ id: pushQueue.id })
    .from(pushQueue)
    .where(
      and(
        isNull(pushQueue.sentAt),
        isNull(pushQueue.failedAt),
        lte(pushQueue.nextAttemptAt, now),
        or(isNull(pushQueue.lockedUntil), lte(pushQueue.lockedUntil, now)),
      ),
    )
    .orderBy(pushQueue.nextAttemptAt)
    .limit(settings.batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(pushQueue)
    .set({ lockedUntil: new Date(now.getTime() + settings.leaseMs), attempts: sql`${pushQueue.attempts} + 1` })
    .where(inArray(pushQueue.id, due))
    .returning();
}

export async function markPushSent(db: Db, id: string, now: Date): Promise<void> {
  await db.update(pushQueue).set({ sentAt: now, lockedUntil: null, lastError: null }).where(eq(pushQueue.id, id));
}

/** After an attempt some subscriptions failed: remembers those that took it; the next try's time, or null when given up. */
export async function markPushFailed(
  db: Db,
  push: QueuedPush,
  deliveredTo: string[],
  lastError: string,
  now: Date,
  settings: MailDeliverySettings = pushDelivery,
): Promise<Date | null> {
  const next = new Date(now.getTime() + retryDelayMs(push.attempts, settings));
  const givenUp = next.getTime() - push.createdAt.getTime() > settings.giveUpAfterMs;
  const common = { deliveredTo, lockedUntil: null, lastError };
  await db
    .update(pushQueue)
    .set(givenUp ? { ...common, failedAt: now } : { ...common, nextAttemptAt: next })
    .where(and(eq(pushQueue.id, push.id), isNull(pushQueue.sentAt)));
  return givenUp ? null : next;
}

/** Maintenance: pushes done or given up a week ago. */
export async function prunePushQueue(db: Db, now: Date): Promise<void> {
  const before = new Date(now.getTime() - retentionMs);
  await db
    .delete(pushQueue)
    .where(
      or(
        and(isNotNull(pushQueue.sentAt), lt(pushQueue.sentAt, before)),
        and(isNotNull(pushQueue.failedAt), lt(pushQueue.failedAt, before)),
      ),
    );
}
