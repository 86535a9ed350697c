/**
 * Is the hired vehicle still on its way to the pickup? It is until one of its trusted positions since
 * transit started has come within 1 km of the loading point. The first such position is looked for in
 * the (vehicle, recorded_at) index, whose INCLUDE (lat, lon, suspect) answers it without reading the
 * table, and only within a bounding box around the pickup; once found, `pickup_reached_at` remembers it
 * and no later read looks again. A transport without pickup coordinates or a recorded start (started
 * before migration 0021) is on its way to delivery, as it was before.
 */
import { and, asc, between, eq, gte, isNull } from 'drizzle-orm';
import { haversineKm, type GeoPoint } from '@/lib/eta';
import type { Db } from '../../db/client';
import { positions, transports, type Transport } from '../../db/schema';

export const pickupReachedWithinKm = 1;
const kmPerDegreeLat = 111.32;

export type FollowPhase = 'toPickup' | 'toDelivery';

export const pickupOf = (transport: Transport): GeoPoint | null =>
  transport.loadingLat !== null && transport.loadingLon !== null ? { lat: transport.loadingLat, lon: transport.loadingLon } : null;

/** The box around the pickup that holds every point within `km` of it (a little more at the corners). */
function boxAround(point: GeoPoint, km: number) {
  const dLat = km / kmPerDegreeLat;
  const dLon = km / (kmPerDegreeLat * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  return { minLat: point.lat - dLat, maxLat: point.lat + dLat, minLon: point.lon - dLon, maxLon: point.lon + dLon };
}

export async function followPhase(db: Db, transport: Transport, vehicleId: string): Promise<FollowPhase> {
  const pickup = pickupOf(transport);
  if (!pickup || !transport.transitStartedAt || transport.pickupReachedAt) return 'toDelivery';
  const box = boxAround(pickup, pickupReachedWithinKm);
  const inBox = await db
    .select({ recordedAt: positions.recordedAt, lat: positions.lat, lon: positions.lon })
    .from(positions)
    .where(
      and(
        eq(positions.vehicleId, vehicleId),
        gte(positions.recordedAt, transport.transitStartedAt),
        eq(positions.suspect, false),
        between(positions.lat, box.minLat, box.maxLat),
        between(positions.lon, box.minLon, box.maxLon),
      ),
    )
    .orderBy(asc(positions.recordedAt))
    .limit(500);
  // The box's corners lie up to 1.41 km away: the great circle decides.
  const first = inBox.find((point) => haversineKm(point, pickup) <= pickupReachedWithinKm);
  if (!first) return 'toPickup';
  await db
    .update(transports)
    .set({ pickupReachedAt: first.recordedAt })
    .where(and(eq(transports.id, transport.id), isNull(transports.pickupReachedAt)));
  return 'toDelivery';
}
