import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { fitProblems } from '@/lib/vehicle-fit';
import type { Db } from '../../db/client';
import { vehicles, type Transport, type Vehicle } from '../../db/schema';
import { loadShapeOf } from '../transports/bid-access';

/**
 * The vehicle a bid names (bids.bookNow; bids.place reads it with the load, lock-auction.ts): the
 * company's (else NOT_FOUND), AVAILABLE, and fit for the load (the first reason it does not).
 */
export async function checkBidVehicle(db: Db, vehicleId: string, companyId: string, transport: Transport) {
  const [vehicle] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.companyId, companyId)))
    .limit(1);
  refuseUnfitVehicle(vehicle, transport);
}

/** The company's vehicle as read (none when it is not the company's) may carry the load, or the first reason why not. */
export function refuseUnfitVehicle(vehicle: Vehicle | undefined, transport: Transport): void {
  if (!vehicle) throw new TRPCError({ code: 'NOT_FOUND', message: 'bids:vehicleNotFound' });
  if (vehicle.status !== 'AVAILABLE') throw new TRPCError({ code: 'CONFLICT', message: 'bids:vehicleUnavailable' });
  const [reason] = fitProblems(vehicle, loadShapeOf(transport));
  // Each reason has its text: fleet:fit.itemType, fleet:fit.weight, fleet:fit.volume, fleet:fit.size.
  if (reason) throw new TRPCError({ code: 'BAD_REQUEST', message: `fleet:fit.${reason}` });
}
