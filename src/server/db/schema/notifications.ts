import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { transports } from './transports';
import { users } from './users';

/**
 * What a person is told (services/notifications). Written in the transaction of the change that
 * causes it; repeated events of one kind about one thing collapse into the one unread row
 * (`count`, `updatedAt`), which the bell and the page order by. `subjectKey` names the thing
 * (a transport, a saved search, a session) so the collapse and a push's Topic can find it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    subjectKey: text('subject_key').notNull(),
    transportId: uuid('transport_id').references(() => transports.id, { onDelete: 'set null' }),
    /** What the text needs: a title, an amount and currency, a company's name. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    count: integer('count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * A saved search's instant alert (the look-back digest, match-lookback.ts): how many of its
     * loads the mails so far told, and when the last of them went (null: the first, at its creation).
     */
    mailedCount: integer('mailed_count').notNull().default(1),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_latest_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    uniqueIndex('notifications_unread_subject_unique')
      .on(t.userId, t.kind, t.subjectKey)
      .where(sql`${t.readAt} is null`),
    // The look-back scan's rows: instant alerts with loads no mail has told yet.
    index('notifications_lookback_due_idx')
      .on(t.updatedAt)
      .where(sql`${t.kind} = 'loadMatched' and ${t.readAt} is null and ${t.count} > ${t.mailedCount}`),
    index('notifications_read_idx')
      .on(t.readAt)
      .where(sql`${t.readAt} is not null`),
  ],
);

/**
 * Each event told once (its idempotency key: event + recipient). A retried transaction writes its
 * key again only if the first try rolled back; a second process or a replayed job finds it taken.
 * No foreign key to users (migration 0024): its check locked each recipient's row, a seventh of the
 * cost of a load's alerts; a key is ids only and goes with the 90 days' prune.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    userId: uuid('user_id').notNull(),
    eventKey: text('event_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventKey] }), index('notification_events_created_idx').on(t.createdAt)],
);

/**
 * A person's choices: `channels` holds only what differs from the defaults
 * (`{ "bids": { "mail": false } }`); quiet hours in minutes after midnight of `timeZone`.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels').$type<Record<string, { mail?: boolean; push?: boolean }>>().notNull().default({}),
  quietEnabled: boolean('quiet_enabled').notNull().default(true),
  quietFrom: smallint('quiet_from').notNull().default(1320),
  quietTo: smallint('quiet_to').notNull().default(420),
  timeZone: text('time_zone').notNull().default('Europe/Sarajevo'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationRow = typeof notifications.$inferSelect;
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

/**
 * A browser's push subscription (Push API): where the push service takes our messages for one
 * person on one device, and the keys that encrypt them (RFC 8291). An endpoint belongs to one
 * browser profile, so it is unique: subscribed again by someone else, it moves to them.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The browser and system that subscribed, from its User-Agent ("Firefox on Windows"). */
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Pushes waiting for, or done with, delivery (services/notifications/push-queue.ts), the mail
 * queue's shape: one row per notification, sent to each of the person's subscriptions; due at
 * `nextAttemptAt` (after quiet hours) unless a worker holds its lease. `deliveredTo` lists the
 * subscriptions that took it, so a retry skips them.
 */
export const pushQueue = pgTable(
  'push_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the service worker shows: `{ title, body, path, tag }`, in the person's language. */
    payload: jsonb('payload').$type<{ title: string; body: string; path: string; tag: string }>().notNull(),
    topic: text('topic').notNull(),
    urgency: text('urgency').$type<'very-low' | 'low' | 'normal' | 'high'>().notNull(),
    ttlSeconds: integer('ttl_seconds').notNull(),
    deliveredTo: uuid('delivered_to')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('push_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type QueuedPush = typeof pushQueue.$inferSelect;
