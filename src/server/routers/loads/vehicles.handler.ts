import { asc, eq, sql } from 'drizzle-orm';
import type { HandlerOptions } from '../../trpc';
import { vehicles } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';

/** The company's vehicles the empty-km order can start from: name, plate, and whether a position is known. */
export async function vehiclesHandler({ ctx }: HandlerOptions) {
  const companyId = await companyIdOf(ctx.db, ctx.auth.userId);
  return ctx.db
    .select({
      id: vehicles.id,
      name: vehicles.name,
      plate: vehicles.plate,
      status: vehicles.status,
      // Spelled out: in a one-table select drizzle leaves columns unqualified, and "id" would be the position's.
      located: sql<boolean>`exists (select 1 from "positions" as "p" where "p"."vehicle_id" = "vehicles"."id")`.mapWith(Boolean),
    })
    .from(vehicles)
    .where(eq(vehicles.companyId, companyId))
    .orderBy(asc(vehicles.name), asc(vehicles.id));
}
