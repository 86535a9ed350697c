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
  },
  (t) => [
    index('notifications_user_latest_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    uniqueIndex('notifications_unread_subject_unique')
      .on(t.userId, t.kind, t.subjectKey)
      .where(sql`${t.readAt} is null`),
    index('notifications_read_idx')
      .on(t.readAt)
      .where(sql`${t.readAt} is not null`),
  ],
);

/**
 * Each event told once (its idempotency key: event + recipient). A retried transaction writes its
 * key again only if the first try rolled back; a second process or a replayed job finds it taken.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
