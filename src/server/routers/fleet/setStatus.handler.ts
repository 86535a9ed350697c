import { TRPCError } from '@trpc/server';
import { and, eq, ne } from 'drizzle-orm';
import type { SetVehicleStatusInput } from '@/lib/schemas/vehicle';
import type { HandlerOptions } from '../../trpc';
import { vehicles } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';
import { vehicleNotFound } from '../../services/fleet/vehicle-rows';

/** Transporters, their own vehicles: AVAILABLE ⇄ MAINTENANCE; a vehicle ON_JOB keeps the job's status. */
export async function setStatusHandler({ ctx, input }: HandlerOptions<SetVehicleStatusInput>) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  const mine = and(eq(vehicles.id, input.id), eq(vehicles.companyId, companyId));
  const updated = await ctx.db
    .update(vehicles)
    .set({ status: input.status, updatedAt: new Date() })
    .where(and(mine, ne(vehicles.status, 'ON_JOB')))
    .returning({ id: vehicles.id });
  if (updated.length > 0) return { id: input.id, status: input.status };
  const [exists] = await ctx.db.select({ id: vehicles.id }).from(vehicles).where(mine);
  if (!exists) throw vehicleNotFound();
  throw new TRPCError({ code: 'CONFLICT', message: 'fleet:error.statusFollowsJob' });
}
