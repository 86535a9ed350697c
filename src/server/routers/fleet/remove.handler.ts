import { TRPCError } from '@trpc/server';
import { and, eq, inArray, ne, notExists } from 'drizzle-orm';
import type { VehicleIdInput } from '@/lib/schemas/vehicle';
import type { HandlerOptions } from '../../trpc';
import { bids, transports, vehicles } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';
import { vehicleNotFound } from '../../services/fleet/vehicle-rows';

/** Hired for and not delivered yet: the vehicle of such a transport's accepted bid is on an active job. */
const activeJobStatuses = ['AWARDED', 'IN_TRANSIT'] as const;

/** Transporters, their own vehicles, unless on an active job (checked in the same statement as the delete). */
export async function removeHandler({ ctx, input }: HandlerOptions<VehicleIdInput>) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  const mine = and(eq(vehicles.id, input.id), eq(vehicles.companyId, companyId));
  const activeJob = ctx.db
    .select({ id: bids.id })
    .from(bids)
    .innerJoin(transports, eq(transports.awardedBidId, bids.id))
    .where(and(eq(bids.vehicleId, vehicles.id), inArray(transports.status, [...activeJobStatuses])));
  const removed = await ctx.db
    .delete(vehicles)
    .where(and(mine, ne(vehicles.status, 'ON_JOB'), notExists(activeJob)))
    .returning({ id: vehicles.id });
  if (removed.length > 0) return { success: true as const };
  const [exists] = await ctx.db.select({ id: vehicles.id }).from(vehicles).where(mine);
  if (!exists) throw vehicleNotFound();
  throw new TRPCError({ code: 'CONFLICT', message: 'fleet:error.onActiveJob' });
}
