/**
 * The push subscriptions of each person (push_subscriptions). An endpoint is one browser profile's:
 * subscribed again, by its owner or by someone else signed in on that browser now, it is updated and
 * belongs to the latest caller, so a shared computer never pushes one person's news to another.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { describeUserAgent } from '@/lib/user-agent';
import type { Db } from '../../db/client';
import { pushSubscriptions, type PushSubscriptionRow } from '../../db/schema';

export interface PushKeys {
  p256dh: string;
  auth: string;
}

export async function savePushSubscription(db: Db, userId: string, endpoint: string, keys: PushKeys, userAgent: string): Promise<void> {
  const name = describeUserAgent(userAgent);
  const device = [name.browser, name.os].filter(Boolean).join(', ') || null;
  const values = { userId, p256dh: keys.p256dh, auth: keys.auth, device };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, lastSuccessAt: null } });
}

/** True when the endpoint was the caller's and is gone now. */
export async function removePushSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export function pushSubscriptionsOf(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function hasPushSubscription(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).limit(1);
  return row !== undefined;
}

/** The push service said the subscription is gone (404/410): never push to it again. */
export async function forgetPushSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function markPushSuccess(db: Db, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: at })
    .where(inArray(pushSubscriptions.id, [...ids]));
}
