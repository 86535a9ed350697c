import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bidStatusEnum, deliveryTypeEnum, itemTypeEnum, transportStatusEnum } from './enums';
import { timestamps, users } from './users';
import { companies } from './companies';
import { vehicles } from './fleet';

/** A transport request, shown as an auction. Dates are calendar days (no time of day). */
export const transports = pgTable(
  'transports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    deliveryType: deliveryTypeEnum('delivery_type').notNull(),
    loadingAddress: text('loading_address').notNull(),
    loadingCountry: text('loading_country'),
    loadingLat: doublePrecision('loading_lat'),
    loadingLon: doublePrecision('loading_lon'),
    loadingDate: date('loading_date', { mode: 'string' }).notNull(),
    loadingFlexible: boolean('loading_flexible').notNull().default(false),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryCountry: text('delivery_country'),
    deliveryLat: doublePrecision('delivery_lat'),
    deliveryLon: doublePrecision('delivery_lon'),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliveryFlexible: boolean('delivery_flexible').notNull().default(false),
    status: transportStatusEnum('status').notNull().default('OPEN'),
    /** The vehicle the load needs, derived from its items (e.g. VAN, TRUCK). */
    vehicle: text('vehicle'),
    estimatedWeightKg: doublePrecision('estimated_weight_kg').notNull().default(0),
    estimatedVolumeM3: doublePrecision('estimated_volume_m3').notNull().default(0),
    /** The load's shape for the fit rule in SQL (src/lib/vehicle-fit.ts loadShape), set on create. */
    itemTypes: itemTypeEnum('item_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    maxItemLongCm: doublePrecision('max_item_long_cm').notNull().default(0),
    maxItemShortCm: doublePrecision('max_item_short_cm').notNull().default(0),
    maxItemHeightCm: doublePrecision('max_item_height_cm').notNull().default(0),
    /** Bids that stand (not WITHDRAWN), kept by a trigger on bids so lists sort and show it from the row. */
    bidCount: integer('bid_count').notNull().default(0),
    awardedBidId: uuid('awarded_bid_id'),
    /** Auction terms (migration 0018): no bids after this moment; the customer may still award until the loading day. */
    biddingEndsAt: timestamp('bidding_ends_at', { withTimezone: true }).notNull(),
    /** What the customer means to pay at most, shown to transporters as "budget up to …" (optional). */
    budgetAmount: numeric('budget_amount', { precision: 12, scale: 2, mode: 'number' }),
    budgetCurrency: text('budget_currency'),
    /** The price at which a transporter with a fitting vehicle takes the job at once (bids.bookNow; optional). */
    bookNowAmount: numeric('book_now_amount', { precision: 12, scale: 2, mode: 'number' }),
    bookNowCurrency: text('book_now_currency'),
    /** When it was marked DELIVERED: reviews may be left for 30 days from it (migration 0012). */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When transit started: the follow view looks for the vehicle near the pickup from then on (migration 0021). */
    transitStartedAt: timestamp('transit_started_at', { withTimezone: true }),
    /** When a position since the start first came within 1 km of the pickup: from then on "on the way to delivery". */
    pickupReachedAt: timestamp('pickup_reached_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('transports_status_updated_idx').on(t.status, t.updatedAt),
    // The owner's list, newest activity first, read page by page (keyset on updated_at, id); scanned
    // backwards for newest first (an index declared DESC NULLS LAST would not serve ORDER BY … DESC).
    index('transports_owner_activity_idx').on(t.ownerId, t.updatedAt, t.id),
    index('transports_loading_date_idx').on(t.loadingDate),
    // The transporters' search: open auctions by loading day, by newest, by bid count (keyset on id).
    index('transports_open_loading_idx')
      .on(t.loadingDate, t.id)
      .where(sql`${t.status} = 'OPEN'`),
    index('transports_open_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'OPEN'`),
    index('transports_open_bids_idx')
      .on(t.bidCount, t.id)
      .where(sql`${t.status} = 'OPEN'`),
    // Radius filters and the empty-km order (migration 0005): a box on the loading point first.
    index('transports_open_loading_point_idx')
      .using('gist', sql`point(${t.loadingLon}, ${t.loadingLat})`)
      .where(sql`${t.status} = 'OPEN'`),
  ],
);

export const transportItems = pgTable(
  'transport_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    type: itemTypeEnum('type').notNull(),
    quantity: integer('quantity').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    widthCm: doublePrecision('width_cm').notNull(),
    heightCm: doublePrecision('height_cm').notNull(),
    lengthCm: doublePrecision('length_cm').notNull(),
  },
  (t) => [index('transport_items_transport_idx').on(t.transportId, t.position)],
);

/** A transporter's offer on an auction: one per transporter and transport, updated in place. */
export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'cascade' }),
    transporterId: uuid('transporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    message: text('message'),
    pickupDate: date('pickup_date', { mode: 'string' }),
    /** The company's vehicle that will do it; it must fit the load when the bid is placed. */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** Until when the offer stands; after it the bid cannot be awarded (null: until the auction closes). */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    status: bidStatusEnum('status').notNull().default('PENDING'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bids_transport_transporter_unique').on(t.transportId, t.transporterId),
    index('bids_transporter_idx').on(t.transporterId, t.updatedAt),
    // A transporter's jobs (its ACCEPTED bids), newest move first, keyset on (updated_at, id): migration 0007.
    index('bids_transporter_status_activity_idx').on(t.transporterId, t.status, t.updatedAt, t.id),
  ],
);

export type Transport = typeof transports.$inferSelect;
export type TransportItem = typeof transportItems.$inferSelect;
export type Bid = typeof bids.$inferSelect;
