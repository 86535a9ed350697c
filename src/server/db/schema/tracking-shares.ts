import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { transports } from './transports';

/**
 * A link the customer gives the recipient to follow one transport without logging in. Only the token's
 * hash is stored. It stops at delivery, at `expiresAt` when set, or when revoked.
 */
export const trackingShares = pgTable(
  'tracking_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The customer's own name for the link ("for the warehouse"), so several links can be told apart (migration 0021). */
    label: text('label'),
    /** A link for the consignee: while IN_TRANSIT its page shows the delivery code, to give the driver at hand-over. */
    showsDeliveryCode: boolean('shows_delivery_code').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracking_shares_transport_idx').on(t.transportId)],
);

export type TrackingShare = typeof trackingShares.$inferSelect;
