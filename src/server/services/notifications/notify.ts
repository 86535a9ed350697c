/**
 * Telling someone: `notify` runs in the transaction of the change that causes the event (the outbox
 * pattern), so a rolled-back change tells no one and a committed one is never lost. Each event is
 * told once per recipient (`eventKey`, notification_events); repeated events of one kind about one
 * thing collapse into the one unread notification (count + 1, newest text). A mail goes out when
 * the notification is new (not on a collapse: "3 new bids" is one mail until read), if the person
 * wants that category by mail and has a confirmed address, held by quiet hours; push likewise
 * (push-delivery.ts). Every process's bell hears of it on commit (notification-signals.ts).
 */
import { eq, sql } from 'drizzle-orm';
import { categoryOf, type NotificationKind } from '@/lib/notifications';
import type { Db } from '../../db/client';
import { notificationEvents, notifications, users } from '../../db/schema';
import { choicesOf, wants } from './notification-settings';
import { queueNotificationMail } from './notification-mail';
import { queueNotificationPush } from './push-delivery';
import { hasPushSubscription } from './push-subscriptions';
import { sendableAt } from './quiet-hours';

export interface NotificationEvent {
  userId: string;
  kind: NotificationKind;
  /** The thing it is about (a transport's id, a saved search's): collapse key and push Topic. */
  subjectKey: string;
  transportId?: string | null;
  /** The path in Tovar that opens the thing. */
  path: string;
  params: Record<string, string | number>;
  /** Unique per event and recipient: the same key twice tells once. */
  eventKey: string;
}

/** Writes the notification with `db` (the cause's transaction); true when it was told, false for a repeat. */
export async function notify(db: Db, event: NotificationEvent, now = new Date()): Promise<boolean> {
  const fresh = await db
    .insert(notificationEvents)
    .values({ userId: event.userId, eventKey: event.eventKey })
    .onConflictDoNothing()
    .returning({ userId: notificationEvents.userId });
  if (fresh.length === 0) return false;
  const params = { ...event.params, path: event.path };
  const [row] = await db
    .insert(notifications)
    .values({ userId: event.userId, kind: event.kind, subjectKey: event.subjectKey, transportId: event.transportId ?? null, params })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.kind, notifications.subjectKey],
      targetWhere: sql`${notifications.readAt} is null`,
      set: { count: sql`${notifications.count} + 1`, params, updatedAt: now },
    })
    .returning({ count: notifications.count });
  if (row?.count === 1) await sendOutside(db, event, params, now);
  return true;
}

async function sendOutside(db: Db, event: NotificationEvent, params: Record<string, string | number>, now: Date): Promise<void> {
  const category = categoryOf[event.kind];
  const choices = await choicesOf(db, event.userId);
  const byMail = wants(choices, category, 'mail');
  const byPush = wants(choices, category, 'push') && (await hasPushSubscription(db, event.userId));
  if (!byMail && !byPush) return;
  const [person] = await db
    .select({ name: users.name, email: users.email, language: users.language, confirmed: users.emailConfirmedAt })
    .from(users)
    .where(eq(users.id, event.userId));
  if (!person) return;
  // Security notices are never held: a sign-in at night is exactly what must not wait.
  const at = category === 'security' ? now : sendableAt(now, choices.quiet);
  if (byMail && person.confirmed) {
    await queueNotificationMail(
      db,
      { userId: event.userId, name: person.name, email: person.email, language: person.language },
      { kind: event.kind, category, params, count: 1, path: event.path },
      at,
    );
  }
  if (byPush) {
    await queueNotificationPush(
      db,
      { userId: event.userId, language: person.language },
      { kind: event.kind, category, subjectKey: event.subjectKey, params, path: event.path },
      at,
    );
  }
}
