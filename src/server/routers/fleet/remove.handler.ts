import { TRPCError } from '@trpc/server';
import { and, eq, ne, notExists } from 'drizzle-orm';
import type { VehicleIdInput } from '@/lib/schemas/vehicle';
import type { HandlerOptions } from '../../trpc';
import { vehicles } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';
import { vehicleNotFound } from '../../services/fleet/vehicle-rows';
import { activeJobOf } from '../../services/transports/vehicle-jobs';

/** Transporters, their own vehicles, unless on an active job (checked in the same statement as the delete). */
export async function removeHandler({ ctx, input }: HandlerOptions<VehicleIdInput>) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  const mine = and(eq(vehicles.id, input.id), eq(vehicles.companyId, companyId));
  const removed = await ctx.db
    .delete(vehicles)
    .where(and(mine, ne(vehicles.status, 'ON_JOB'), notExists(activeJobOf(ctx.db, vehicles.id))))
    .returning({ id: vehicles.id });
  if (removed.length > 0) return { success: true as const };
  const [exists] = await ctx.db.select({ id: vehicles.id }).from(vehicles).where(mine);
  if (!exists) throw vehicleNotFound();
  throw new TRPCError({ code: 'CONFLICT', message: 'fleet:error.onActiveJob' });
}
