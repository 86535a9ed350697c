import { bigserial, doublePrecision, index, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { vehicleTypeEnum } from './enums';
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
    plate: text('plate').notNull(),
    type: vehicleTypeEnum('type').notNull(),
    capacityKg: doublePrecision('capacity_kg').notNull(),
    capacityM3: doublePrecision('capacity_m3').notNull(),
    /** The identifier the vehicle's tracker reports positions under. */
    trackerId: text('tracker_id').notNull().unique(),
    ...timestamps,
  },
  (t) => [index('vehicles_company_idx').on(t.companyId)],
);

/** Tracker positions; the index serves "latest N per vehicle". */
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
  },
  (t) => [index('positions_vehicle_time_idx').on(t.vehicleId, t.recordedAt.desc())],
);

export type Vehicle = typeof vehicles.$inferSelect;
