import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accountTypeEnum } from './enums';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
export { timestamps };

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    accountType: accountTypeEnum('account_type').notNull(),
    address: text('address'),
    phone: text('phone'),
    taxId: text('tax_id'),
    description: text('description'),
    avatarKey: text('avatar_key'),
    /** The interface language, used for the mails we send. */
    language: text('language').notNull().default('en'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_account_type_idx').on(t.accountType),
    uniqueIndex('users_avatar_key_unique').on(t.avatarKey),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
