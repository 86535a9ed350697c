import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mails waiting for, or done with, delivery (services/mail/mail-queue.ts). A row is due at
 * `nextAttemptAt` unless a worker holds its lease (`lockedUntil`); it ends `sentAt` once the mail
 * server accepted it, or `failedAt` when retries ran out.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers: a notification's List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_queue_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

export type QueuedMail = typeof mailQueue.$inferSelect;
