/**
 * The vehicle that does a job (issue 10): checked when transit starts (the company's, AVAILABLE, fits
 * the load), ON_JOB while the job runs, AVAILABLE again once it is delivered. The status changes run
 * inside the transaction of the transport's status move.
 */
import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import { fitProblems } from '@/lib/vehicle-fit';
import type { Db } from '../../db/client';
import { bids, companies, vehicles, type Transport, type Vehicle } from '../../db/schema';
import { loadShapeOf } from './bid-access';

export const vehicleNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'jobs:vehicleNotFound' });
const vehicleNotAvailable = () => new TRPCError({ code: 'CONFLICT', message: 'jobs:vehicleNotAvailable' });

/** One of the caller's company's vehicles; another company's answers NOT_FOUND. */
async function companyVehicle(db: Db, userId: string, vehicleId: string): Promise<Vehicle> {
  const [row] = await db
    .select({ vehicle: vehicles })
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(and(eq(vehicles.id, vehicleId), eq(companies.ownerId, userId)));
  if (!row) throw vehicleNotFound();
  return row.vehicle;
}

/**
 * The vehicle that will do the job: the one picked, else the one the accepted bid named. Null when
 * neither names one (bids placed before bids named vehicles): such a job starts without a vehicle.
 */
export async function vehicleForStart(db: Db, userId: string, transport: Transport, vehicleId?: string): Promise<Vehicle | null> {
  let id = vehicleId;
  if (!id && transport.awardedBidId) {
    const [bid] = await db.select({ vehicleId: bids.vehicleId }).from(bids).where(eq(bids.id, transport.awardedBidId));
    id = bid?.vehicleId ?? undefined;
  }
  if (!id) return null;
  const vehicle = await companyVehicle(db, userId, id);
  if (vehicle.status !== 'AVAILABLE') throw vehicleNotAvailable();
  const [problem] = fitProblems(vehicle, loadShapeOf(transport));
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: `fleet:fit.${problem}` });
  return vehicle;
}

/** In the start's transaction: the vehicle goes ON_JOB unless another start took it meanwhile, and the accepted bid records it. */
export async function takeVehicle(tx: Db, transport: Transport, vehicleId: string): Promise<void> {
  const taken = await tx
    .update(vehicles)
    .set({ status: 'ON_JOB', updatedAt: new Date() })
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.status, 'AVAILABLE')))
    .returning({ id: vehicles.id });
  if (taken.length === 0) throw vehicleNotAvailable();
  if (transport.awardedBidId) {
    await tx.update(bids).set({ vehicleId, updatedAt: new Date() }).where(eq(bids.id, transport.awardedBidId));
  }
}

/** In the delivery's transaction: the job's vehicle is AVAILABLE again (a vehicle sent to maintenance meanwhile stays there). */
export async function releaseVehicle(tx: Db, transport: Transport): Promise<void> {
  if (!transport.awardedBidId) return;
  const [bid] = await tx
    .update(bids)
    .set({ updatedAt: new Date() })
    .where(eq(bids.id, transport.awardedBidId))
    .returning({ vehicleId: bids.vehicleId });
  if (!bid?.vehicleId) return;
  await tx
    .update(vehicles)
    .set({ status: 'AVAILABLE', updatedAt: sql`now()` })
    .where(and(eq(vehicles.id, bid.vehicleId), eq(vehicles.status, 'ON_JOB')));
}
