import { boolean, date, doublePrecision, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bidStatusEnum, deliveryTypeEnum, itemTypeEnum, transportStatusEnum } from './enums';
import { timestamps, users } from './users';
import { companies } from './companies';

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
    awardedBidId: uuid('awarded_bid_id'),
    ...timestamps,
  },
  (t) => [
    index('transports_status_updated_idx').on(t.status, t.updatedAt),
    // The owner's list, newest activity first, read page by page (keyset on updated_at, id); scanned
    // backwards for newest first (an index declared DESC NULLS LAST would not serve ORDER BY … DESC).
    index('transports_owner_activity_idx').on(t.ownerId, t.updatedAt, t.id),
    index('transports_loading_date_idx').on(t.loadingDate),
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
    status: bidStatusEnum('status').notNull().default('PENDING'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bids_transport_transporter_unique').on(t.transportId, t.transporterId),
    index('bids_transporter_idx').on(t.transporterId, t.updatedAt),
  ],
);

export type Transport = typeof transports.$inferSelect;
export type TransportItem = typeof transportItems.$inferSelect;
export type Bid = typeof bids.$inferSelect;
