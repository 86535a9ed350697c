import { asc, eq } from 'drizzle-orm';
import { haversineKm } from '@/lib/eta';
import { fitProblems } from '@/lib/vehicle-fit';
import type { Db } from '../../db/client';
import { companies, latestPositions, vehicles, type Transport } from '../../db/schema';
import { pickupOf } from '../../services/live/pickup-phase';
import { loadShapeOf } from '../../services/transports/bid-access';

/**
 * The company's vehicles for starting a job: those that fit and are available first, each with what
 * stops the others and how far (straight line, km) its last position is from the pickup, for the
 * start's warning (src/lib/start-transit-warnings.ts); null when either is unknown.
 */
export async function vehicleChoices(db: Db, userId: string, transport: Transport) {
  const fleet = await db
    .select({ vehicle: vehicles, lat: latestPositions.lat, lon: latestPositions.lon })
    .from(vehicles)
    .innerJoin(companies, eq(companies.id, vehicles.companyId))
    .leftJoin(latestPositions, eq(latestPositions.vehicleId, vehicles.id))
    .where(eq(companies.ownerId, userId))
    .orderBy(asc(vehicles.name), asc(vehicles.id));
  const load = loadShapeOf(transport);
  const pickup = pickupOf(transport);
  const rank = (choice: { problems: unknown[]; status: string }) =>
    (choice.problems.length > 0 ? 2 : 0) + (choice.status === 'AVAILABLE' ? 0 : 1);
  return fleet
    .map(({ vehicle, lat, lon }) => ({
      id: vehicle.id,
      name: vehicle.name,
      plate: vehicle.plate,
      type: vehicle.type,
      status: vehicle.status,
      problems: fitProblems(vehicle, load),
      pickupKm: pickup && lat !== null && lon !== null ? haversineKm({ lat, lon }, pickup) : null,
    }))
    .sort((a, b) => rank(a) - rank(b));
}
