import { bigint, boolean, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { transports } from './transports';
import { users } from './users';

/**
 * Proof of delivery (issue 28, migration 0019). The code the customer gives the driver, made when
 * transit starts; the photos uploaded for a delivery before it is recorded (the files route lets the
 * job's two sides read them); the record itself, immutable (a trigger refuses UPDATE and DELETE) and
 * chained: `hash` is the SHA-256 of its canonical content and the previous record's hash
 * (services/deliveries/delivery-chain.ts); and the customer's reports of hidden damage, append-only.
 */
export const deliveryCodes = pgTable('delivery_codes', {
  transportId: uuid('transport_id')
    .primaryKey()
    .references(() => transports.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const deliveryPhotos = pgTable(
  'delivery_photos',
  {
    key: text('key').primaryKey(),
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_photos_transport_idx').on(t.transportId)],
);

export const deliveryRecords = pgTable(
  'delivery_records',
  {
    /** The chain's order: each record's hash covers the one before it by id. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No cascade: a delivered transport cannot be removed, and the record must not go with anything.
    transportId: uuid('transport_id')
      .notNull()
      .references(() => transports.id),
    recordedBy: uuid('recorded_by').notNull(),
    receiverName: text('receiver_name'),
    receiverAbsent: boolean('receiver_absent').notNull(),
    /** Reservation kinds (src/lib/schemas/delivery.ts), empty for a delivery accepted without any. */
    reservations: text('reservations').array().notNull(),
    reservationText: text('reservation_text'),
    photoKeys: text('photo_keys').array().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** No reference: a vehicle removed later must not change the record. */
    vehicleId: uuid('vehicle_id'),
    positionLat: doublePrecision('position_lat'),
    positionLon: doublePrecision('position_lon'),
    positionAt: timestamp('position_at', { withTimezone: true }),
    /** Great-circle (haversine) metres from the position to the delivery address, when both are known. */
    distanceM: doublePrecision('distance_m'),
    prevHash: text('prev_hash'),
    hash: text('hash').notNull(),
  },
  (t) => [uniqueIndex('delivery_records_transport_unique').on(t.transportId), uniqueIndex('delivery_records_hash_unique').on(t.hash)],
);

export const deliveryDamageReports = pgTable(
  'delivery_damage_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => deliveryRecords.id),
    reportedBy: uuid('reported_by').notNull(),
    text: text('text').notNull(),
    photoKeys: text('photo_keys').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_damage_reports_delivery_idx').on(t.deliveryId, t.id)],
);

export type DeliveryRecord = typeof deliveryRecords.$inferSelect;
export type DeliveryDamageReport = typeof deliveryDamageReports.$inferSelect;
