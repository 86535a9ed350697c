import { TRPCError } from '@trpc/server';
import { count, eq } from 'drizzle-orm';
import { vehicleLimits, type VehicleInput } from '@/lib/schemas/vehicle';
import type { HandlerOptions } from '../../trpc';
import { vehicles } from '../../db/schema';
import { companyIdOf, lockCompany } from '../../services/accounts/company-of';
import { vehicleValues, withVehicleConflicts } from '../../services/fleet/vehicle-rows';
import { withTrackerProbeLimit } from './tracker-probes';

/** Transporters: a new vehicle of their company, while the fleet has room. */
export async function createHandler({ ctx, input }: HandlerOptions<VehicleInput>) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  const save = { db: ctx.db, userId: ctx.auth.userId, companyId, trackerId: input.trackerId, isNewTracker: async () => true };
  return withTrackerProbeLimit(save, () =>
    withVehicleConflicts(() =>
      ctx.db.transaction(async (tx) => {
        // Two adds at once count one after the other: the company row is the fleet's lock.
        await lockCompany(tx, companyId);
        const [fleet] = await tx.select({ size: count() }).from(vehicles).where(eq(vehicles.companyId, companyId));
        if ((fleet?.size ?? 0) >= vehicleLimits.fleetMax) throw new TRPCError({ code: 'CONFLICT', message: 'fleet:error.fleetFull' });
        const [vehicle] = await tx
          .insert(vehicles)
          .values({ companyId, ...vehicleValues(input) })
          .returning({ id: vehicles.id });
        if (!vehicle) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'errors:unexpected' });
        return { id: vehicle.id };
      }),
    ),
  );
}
