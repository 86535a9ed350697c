/** Fixtures for the jobs API tests: vehicles inserted straight into a company's fleet, and jobs won. */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { VehicleStatus, VehicleType } from '@/lib/constants';
import type { CreateTransportInput } from '@/lib/schemas/transport';
import { cargoVolumeM3, carriedItemTypes } from '@/lib/vehicle-fit';
import type { Db } from '@/server/db/client';
import { bids, vehicles, type Vehicle } from '@/server/db/schema';
import { createAccount, placeBid, validTransportInput, type Account, type createTransporter } from './transports';

export type Transporter = Awaited<ReturnType<typeof createTransporter>>;

/** A vehicle of this company: a box truck with room for the test loads unless told otherwise. */
export async function addVehicle(
  db: Db,
  companyId: string,
  options: { type?: VehicleType; status?: VehicleStatus; capacityKg?: number; cargo?: [number, number, number] } = {},
): Promise<Vehicle> {
  const type = options.type ?? 'BOX_TRUCK';
  const [cargoLengthCm, cargoWidthCm, cargoHeightCm] = options.cargo ?? [600, 240, 240];
  const [row] = await db
    .insert(vehicles)
    .values({
      companyId,
      name: `Truck ${crypto.randomBytes(3).toString('hex')}`,
      plate: crypto.randomBytes(4).toString('hex').toUpperCase(),
      type,
      status: options.status ?? 'AVAILABLE',
      capacityKg: options.capacityKg ?? 5000,
      capacityM3: cargoVolumeM3({ cargoLengthCm, cargoWidthCm, cargoHeightCm }),
      cargoLengthCm,
      cargoWidthCm,
      cargoHeightCm,
      carries: [...carriedItemTypes[type]],
    })
    .returning();
  if (!row) throw new Error('vehicle not inserted');
  return row;
}

export async function vehicleById(db: Db, id: string): Promise<Vehicle | undefined> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id));
  return row;
}

/** A customer's transport awarded to `winner` (its bid naming `vehicleId` when given). */
export async function jobWon(
  db: Db,
  winner: Transporter,
  options: { owner?: Account; input?: Partial<CreateTransportInput>; vehicleId?: string; amount?: number } = {},
) {
  const owner = options.owner ?? (await createAccount(db, 'USER'));
  const { id } = await owner.caller.transports.create(validTransportInput(options.input));
  const bid = await placeBid(db, {
    transportId: id,
    transporterId: winner.user.id,
    companyId: winner.company.id,
    amount: options.amount ?? 250,
  });
  if (options.vehicleId) await db.update(bids).set({ vehicleId: options.vehicleId }).where(eq(bids.id, bid.id));
  await owner.caller.transports.award({ transportId: id, bidId: bid.id });
  return { id, owner, bid };
}
