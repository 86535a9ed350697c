import { and, eq } from 'drizzle-orm';
import type { SetSharingPausedInput } from '@/lib/schemas/tracking';
import type { HandlerOptions } from '../../trpc';
import { vehicles } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';
import { vehicleNotFound } from '../../services/fleet/vehicle-rows';

/** Transporters, their own vehicles (another company's: NOT_FOUND): customers then see "paused", no position. */
export async function setSharingPausedHandler({ ctx, input }: HandlerOptions<SetSharingPausedInput>) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  const [updated] = await ctx.db
    .update(vehicles)
    .set({ sharingPaused: input.paused, updatedAt: new Date() })
    .where(and(eq(vehicles.id, input.vehicleId), eq(vehicles.companyId, companyId)))
    .returning({ id: vehicles.id, sharingPaused: vehicles.sharingPaused });
  if (!updated) throw vehicleNotFound();
  return updated;
}
