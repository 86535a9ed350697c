import { asc, eq } from 'drizzle-orm';
import { vehicleLimits } from '@/lib/schemas/vehicle';
import type { HandlerOptions } from '../../trpc';
import { vehicles } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';

/** Transporters: the company's whole fleet (at most `fleetMax` vehicles, read through vehicles_company_idx). */
export async function listHandler({ ctx }: HandlerOptions) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  return ctx.db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      plate: vehicles.plate,
      type: vehicles.type,
      status: vehicles.status,
      capacityKg: vehicles.capacityKg,
      capacityM3: vehicles.capacityM3,
      cargoLengthCm: vehicles.cargoLengthCm,
      cargoWidthCm: vehicles.cargoWidthCm,
      cargoHeightCm: vehicles.cargoHeightCm,
      carries: vehicles.carries,
      trackerId: vehicles.trackerId,
      sharingPaused: vehicles.sharingPaused,
    })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.name), asc(vehicles.id))
    .limit(vehicleLimits.fleetMax);
}
