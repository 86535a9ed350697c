import { asc, eq } from 'drizzle-orm';
import { fitProblems } from '@/lib/vehicle-fit';
import type { Db } from '../../db/client';
import { companies, vehicles, type Transport } from '../../db/schema';
import { loadShapeOf } from '../../services/transports/bid-access';

/** The company's vehicles for starting a job: those that fit and are available first, each with what stops the others. */
export async function vehicleChoices(db: Db, userId: string, transport: Transport) {
  const fleet = await db
    .select({ vehicle: vehicles })
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .where(eq(companies.ownerId, userId))
    .orderBy(asc(vehicles.name), asc(vehicles.id));
  const load = loadShapeOf(transport);
  const rank = (choice: { problems: unknown[]; status: string }) =>
    (choice.problems.length > 0 ? 2 : 0) + (choice.status === 'AVAILABLE' ? 0 : 1);
  return fleet
    .map(({ vehicle }) => ({
      id: vehicle.id,
      name: vehicle.name,
      plate: vehicle.plate,
      type: vehicle.type,
      status: vehicle.status,
      problems: fitProblems(vehicle, load),
    }))
    .sort((a, b) => rank(a) - rank(b));
}
