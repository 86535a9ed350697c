import { index, pgTable, primaryKey, text, timestamp, uuid, bigserial } from 'drizzle-orm/pg-core';
import { actionTokenPurposeEnum } from './enums';
import { users } from './users';

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Every rotation adds a child in the same family;
 * presenting a token that was already used revokes the whole family (reuse detection). A family is
 * one session: `sessionStartedAt` is its log-in, copied to every child, and bounds its lifetime.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    parentId: uuid('parent_id'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/**
 * The addresses each user has logged in from (or used a reset link from): the per-account guess
 * limit does not apply to them, so strangers cannot lock the owner out (services/auth/password-guesses.ts).
 */
export const knownLoginAddresses = pgTable(
  'known_login_addresses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.ip] })],
);

/** Single-use links sent by mail: email confirmation and password reset; stored hashed. */
export const actionTokens = pgTable(
  'action_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: actionTokenPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('action_tokens_user_idx').on(t.userId, t.purpose)],
);

/** One row per counted attempt; windows are counted in the database so every server process agrees. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('rate_limit_events_key_idx').on(t.key, t.createdAt)],
);
