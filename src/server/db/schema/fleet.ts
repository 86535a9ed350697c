import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, doublePrecision, index, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { itemTypeEnum, vehicleStatusEnum, vehicleTypeEnum } from './enums';
import { companies } from './companies';
import { timestamps } from './users';

export const vehicles = pgTable(
  'vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** As the company writes it; unique within the company (compared as letters and digits only, upper-case: see the index). */
    plate: text('plate').notNull(),
    type: vehicleTypeEnum('type').notNull(),
    status: vehicleStatusEnum('status').notNull().default('AVAILABLE'),
    capacityKg: doublePrecision('capacity_kg').notNull(),
    /** Derived from the cargo space (L × W × H), kept for the fit rule in SQL. */
    capacityM3: doublePrecision('capacity_m3').notNull(),
    cargoLengthCm: doublePrecision('cargo_length_cm').notNull(),
    cargoWidthCm: doublePrecision('cargo_width_cm').notNull(),
    cargoHeightCm: doublePrecision('cargo_height_cm').notNull(),
    /** The item types its type takes (src/lib/vehicle-fit.ts), kept for "fits my fleet" in SQL. */
    carries: itemTypeEnum('carries').array().notNull(),
    /** The identifier the vehicle's tracker reports positions under; unique everywhere, optional. */
    trackerId: text('tracker_id').unique(),
    /** The transporter paused sharing its position (off duty): customers and share links see "paused", never a stale position. */
    sharingPaused: boolean('sharing_paused').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('vehicles_company_idx').on(t.companyId),
    uniqueIndex('vehicles_company_plate_unique').on(t.companyId, sql`upper(regexp_replace(${t.plate}, '[^[:alnum:]]', '', 'g'))`),
  ],
);

/**
 * Tracker positions, as the device reported them (`recordedAt` is the device's time). A device replaying its
 * backlog sends the same point again: (vehicle, recordedAt) is unique, so it is stored once. `id` grows in
 * insertion order: the live feed reads new rows after an id.
 */
export const positions = pgTable(
  'positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    speedKmh: real('speed_kmh'),
    heading: real('heading'),
    altitudeM: real('altitude_m'),
    accuracyM: real('accuracy_m'),
    batteryPct: real('battery_pct'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** An implausible jump from the vehicle's last trusted fix, not yet confirmed (src/server/tracking/plausibility.ts): never its current position. */
    suspect: boolean('suspect').notNull().default(false),
  },
  (t) => [
    // Migrations 0010 and 0012 add INCLUDE (lat, lon, suspect), which drizzle cannot express: the live snapshot reads it index-only.
    uniqueIndex('positions_vehicle_time_unique').on(t.vehicleId, t.recordedAt.desc()),
    index('positions_received_idx').on(t.receivedAt),
  ],
);

/** Each vehicle's newest position by device time (an old point replayed later never moves it back). */
export const latestPositions = pgTable('latest_positions', {
  vehicleId: uuid('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  positionId: bigint('position_id', { mode: 'number' }).notNull(),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  speedKmh: real('speed_kmh'),
  heading: real('heading'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Position = typeof positions.$inferSelect;
export type Vehicle = typeof vehicles.$inferSelect;
