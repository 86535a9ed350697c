import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OfferState, SystemEvent, ThreadSide } from '@/lib/messages';
import { companies } from './companies';
import { transports } from './transports';
import { users } from './users';

/**
 * One conversation per load and transport company (issue 27), between the load's customer and the
 * company. The load's title is kept so a removed load's thread still reads (`closedAt`: read-only,
 * gone after 30 days). Until the company's bid is accepted (`revealedAt`) contact details are masked.
 * Each side's unread count and the last message it read live here, so the inbox and the sidebar read
 * one row per thread; the last message each side was mailed about keeps "one mail per thread".
 */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transportId: uuid('transport_id').references(() => transports.id, { onDelete: 'set null' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    customerUnread: integer('customer_unread').notNull().default(0),
    companyUnread: integer('company_unread').notNull().default(0),
    customerReadId: bigint('customer_read_id', { mode: 'number' }).notNull().default(0),
    companyReadId: bigint('company_read_id', { mode: 'number' }).notNull().default(0),
    customerMailedId: bigint('customer_mailed_id', { mode: 'number' }).notNull().default(0),
    companyMailedId: bigint('company_mailed_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_threads_transport_company_unique').on(t.transportId, t.companyId),
    // Each side's inbox, newest first (keyset on last_message_at, id), scanned backwards.
    index('message_threads_customer_latest_idx').on(t.customerId, t.lastMessageAt, t.id),
    index('message_threads_company_latest_idx').on(t.companyId, t.lastMessageAt, t.id),
    // The unread totals and the hourly mail read only the threads with something unread.
    index('message_threads_customer_unread_idx')
      .on(t.customerId)
      .where(sql`${t.customerUnread} > 0`),
    index('message_threads_company_unread_idx')
      .on(t.companyId)
      .where(sql`${t.companyUnread} > 0`),
    index('message_threads_closed_idx')
      .on(t.closedAt)
      .where(sql`${t.closedAt} is not null`),
  ],
);

/**
 * A message, numbered in the order written (the thread's pages are keyset on it). `body` is stored
 * masked when the thread was not revealed. An offer carries its amount, currency, end and state; a
 * file its stored key (the upload pipeline's) and name; a system message its event and params.
 */
export const messages = pgTable(
  'messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side').$type<ThreadSide | 'system'>().notNull(),
    kind: text('kind').$type<'text' | 'offer' | 'file' | 'system'>().notNull(),
    body: text('body').notNull().default(''),
    masked: boolean('masked').notNull().default(false),
    offerAmount: numeric('offer_amount', { precision: 12, scale: 2, mode: 'number' }),
    offerCurrency: text('offer_currency'),
    offerUntil: timestamp('offer_until', { withTimezone: true }),
    offerState: text('offer_state').$type<Exclude<OfferState, 'expired'>>(),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileType: text('file_type'),
    fileSize: integer('file_size'),
    systemEvent: text('system_event').$type<SystemEvent>(),
    params: jsonb('params').$type<Record<string, string>>(),
    /** A question the customer answered for everyone (public_answers). */
    answeredPublicly: boolean('answered_publicly').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_thread_idx').on(t.threadId, t.id),
    uniqueIndex('messages_file_key_unique')
      .on(t.fileKey)
      .where(sql`${t.fileKey} is not null`),
  ],
);

/** A question answered "for everyone": shown on the load to every transporter, without who asked. */
export const publicAnswers = pgTable(
  'public_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'cascade' }),
    questionId: bigint('question_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('public_answers_transport_idx').on(t.transportId, t.createdAt),
    uniqueIndex('public_answers_question_unique').on(t.questionId),
  ],
);

/** A message someone reported, with a copy of its text as it was, for an operator (README, "Operators"). */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, { onDelete: 'set null' }),
    threadId: uuid('thread_id'),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id'),
    reason: text('reason').notNull(),
    note: text('note'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('message_reports_message_reporter_unique').on(t.messageId, t.reporterId),
    index('message_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
  ],
);

export type MessageThread = typeof messageThreads.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
