/** Fixtures for the bids API tests: a vehicle of a company, and a valid bid on a transport. */
import crypto from 'node:crypto';
import type { PlaceBidInput } from '@/lib/schemas/bid';
import { carriedItemTypes, cargoVolumeM3 } from '@/lib/vehicle-fit';
import type { Db } from '@/server/db/client';
import { vehicles, type Vehicle } from '@/server/db/schema';
import { createTransporter, isoDay } from './transports';

/** A roomy curtain-sider (13.6 × 2.45 × 2.7 m, 24 t) unless told otherwise; carries follows the type. */
export async function createVehicle(db: Db, companyId: string, overrides: Partial<typeof vehicles.$inferInsert> = {}): Promise<Vehicle> {
  const space = { cargoLengthCm: 1360, cargoWidthCm: 245, cargoHeightCm: 270, ...overrides };
  const type = overrides.type ?? 'CURTAIN_SIDER';
  const [row] = await db
    .insert(vehicles)
    .values({
      companyId,
      name: `Truck ${crypto.randomBytes(2).toString('hex')}`,
      plate: `BG-${crypto.randomBytes(3).toString('hex').toUpperCase()}`,
      type,
      capacityKg: 24_000,
      capacityM3: cargoVolumeM3(space),
      carries: [...carriedItemTypes[type]],
      ...overrides,
      ...space,
    })
    .returning();
  if (!row) throw new Error('vehicle not inserted');
  return row;
}

/** A bid that passes every rule on a transport loading in 3 days (validTransportInput's default). */
export function validBid(transportId: string, vehicleId: string, overrides: Partial<PlaceBidInput> = {}): PlaceBidInput {
  return {
    transportId,
    amount: 250,
    currency: 'EUR',
    message: 'Two drivers, insured',
    pickupDate: isoDay(3),
    vehicleId,
    validUntil: new Date(Date.now() + 24 * 3_600_000),
    ...overrides,
  };
}

/** A new transport company, with a box truck that has a tracker, bids `amount` EUR on the transport. */
export async function bidFromNewTransporter(db: Db, transportId: string, amount: number) {
  const carrier = await createTransporter(db);
  const truck = await createVehicle(db, carrier.company.id, {
    type: 'BOX_TRUCK',
    plate: `BT-${amount}`,
    trackerId: `trk-${crypto.randomUUID()}`,
  });
  const bid = await carrier.caller.bids.place(validBid(transportId, truck.id, { amount }));
  return { carrier, truck, bid };
}
