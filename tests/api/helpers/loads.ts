/**
 * Fixtures for the load search tests: transports written straight to the database (any status,
 * any day, any shape), vehicles with their derived columns as the fleet stores them, positions.
 */
import crypto from 'node:crypto';
import type { ItemType, VehicleType } from '@/lib/constants';
import { carriedItemTypes, cargoVolumeM3, type CargoSpace } from '@/lib/vehicle-fit';
import type { Db } from '@/server/db/client';
import { positions, transports, vehicles } from '@/server/db/schema';
import { endOfDayUtc } from '@/lib/schemas/bid';
import { isoDay } from './transports';

type TransportRow = typeof transports.$inferInsert;

/** A fresh two-letter code (no real country's) that no other test of this file uses, so a test's filter sees only its own loads. */
let countrySeq = 0;
export function uniqueCountry(): string {
  const n = countrySeq++;
  return `${'QZJ'[Math.floor(n / 26) % 3]}${String.fromCharCode(65 + (n % 26))}`;
}

export async function insertLoad(db: Db, ownerId: string, overrides: Partial<TransportRow> = {}) {
  const [row] = await db
    .insert(transports)
    .values({
      ownerId,
      title: `Load ${crypto.randomBytes(3).toString('hex')}`,
      deliveryType: 'BUSINESS',
      loadingAddress: 'Bulevar 1, Beograd',
      loadingCountry: 'RS',
      loadingLat: 44.8125,
      loadingLon: 20.4612,
      loadingDate: isoDay(3),
      deliveryAddress: 'Titova 2, Sarajevo',
      deliveryCountry: 'BA',
      deliveryLat: 43.8563,
      deliveryLon: 18.4131,
      deliveryDate: isoDay(6),
      estimatedWeightKg: 100,
      estimatedVolumeM3: 1,
      itemTypes: ['PALLET'],
      maxItemLongCm: 120,
      maxItemShortCm: 80,
      maxItemHeightCm: 100,
      biddingEndsAt: endOfDayUtc(overrides.loadingDate ?? isoDay(3)),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('transport not inserted');
  return row;
}

export interface VehicleSpec extends CargoSpace {
  status?: 'AVAILABLE' | 'ON_JOB' | 'MAINTENANCE';
}

export const curtainSider: VehicleSpec = {
  type: 'CURTAIN_SIDER',
  capacityKg: 24_000,
  cargoLengthCm: 1360,
  cargoWidthCm: 245,
  cargoHeightCm: 270,
};

export async function insertVehicle(db: Db, companyId: string, spec: VehicleSpec = curtainSider) {
  const [row] = await db
    .insert(vehicles)
    .values({
      companyId,
      name: `${spec.type} ${crypto.randomBytes(2).toString('hex')}`,
      plate: crypto.randomBytes(4).toString('hex').toUpperCase(),
      type: spec.type,
      status: spec.status ?? 'AVAILABLE',
      capacityKg: spec.capacityKg,
      capacityM3: cargoVolumeM3(spec),
      cargoLengthCm: spec.cargoLengthCm,
      cargoWidthCm: spec.cargoWidthCm,
      cargoHeightCm: spec.cargoHeightCm,
      carries: [...carriedItemTypes[spec.type as VehicleType]],
    })
    .returning();
  if (!row) throw new Error('vehicle not inserted');
  return row;
}

export async function insertPosition(db: Db, vehicleId: string, lat: number, lon: number, minutesAgo = 0) {
  await db.insert(positions).values({ vehicleId, lat, lon, recordedAt: new Date(Date.now() - minutesAgo * 60_000) });
}

export type { ItemType };
