import { and, eq } from 'drizzle-orm';
import type { UpdateVehicleInput } from '@/lib/schemas/vehicle';
import type { HandlerOptions } from '../../trpc';
import { vehicles } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';
import { vehicleNotFound, vehicleValues, withVehicleConflicts } from '../../services/fleet/vehicle-rows';
import { withTrackerProbeLimit } from './tracker-probes';

/** Transporters, their own vehicles: every field of the form; the status is not the form's. */
export async function updateHandler({ ctx, input }: HandlerOptions<UpdateVehicleInput>) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  const { id, ...fields } = input;
  const mine = and(eq(vehicles.id, id), eq(vehicles.companyId, companyId));
  const isNewTracker = async () => {
    const [current] = await ctx.db.select({ trackerId: vehicles.trackerId }).from(vehicles).where(mine);
    return current?.trackerId !== fields.trackerId;
  };
  const save = { db: ctx.db, userId: ctx.auth.userId, companyId, trackerId: fields.trackerId, isNewTracker };
  const updated = await withTrackerProbeLimit(save, () =>
    withVehicleConflicts(() =>
      ctx.db
        .update(vehicles)
        .set({ ...vehicleValues(fields), updatedAt: new Date() })
        .where(mine)
        .returning({ id: vehicles.id }),
    ),
  );
  if (updated.length === 0) throw vehicleNotFound();
  return { id };
}
