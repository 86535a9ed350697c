import { TRPCError } from '@trpc/server';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { positions, vehicles } from '../../db/schema';
import type { Point } from '../../services/loads/geo-sql';

/** The latest trusted position of one of the company's vehicles (another company's: NOT_FOUND); a suspect jump is not where it is. */
export async function latestPositionOf(db: Db, companyId: string, vehicleId: string): Promise<Point> {
  const [vehicle] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, vehicleId), eq(vehicles.companyId, companyId)));
  if (!vehicle) throw new TRPCError({ code: 'NOT_FOUND', message: 'loads:vehicleNotFound' });
  const [position] = await db
    .select({ lat: positions.lat, lon: positions.lon })
    .from(positions)
    .where(and(eq(positions.vehicleId, vehicleId), eq(positions.suspect, false)))
    .orderBy(desc(positions.recordedAt))
    .limit(1);
  if (!position) throw new TRPCError({ code: 'BAD_REQUEST', message: 'loads:vehicleHasNoPosition' });
  return position;
}
