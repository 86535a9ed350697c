/**
 * Where the job's vehicle was at delivery, as the server knows it: the tracker's last position (the
 * latest_positions row of the vehicle the accepted bid names) and its distance to the delivery
 * address. The distance is great-circle (haversine) metres, not road distance: it says how near the
 * truck stood, which is all a proof of delivery needs.
 */
import { eq } from 'drizzle-orm';
import { haversineKm } from '@/lib/eta';
import type { Db } from '../../db/client';
import { bids, latestPositions, type Transport } from '../../db/schema';

export interface DeliveryPosition {
  vehicleId: string | null;
  positionLat: number | null;
  positionLon: number | null;
  positionAt: Date | null;
  distanceM: number | null;
}

const nowhere: DeliveryPosition = { vehicleId: null, positionLat: null, positionLon: null, positionAt: null, distanceM: null };

export async function deliveryPosition(db: Db, transport: Transport): Promise<DeliveryPosition> {
  if (!transport.awardedBidId) return nowhere;
  const [row] = await db
    .select({ vehicleId: bids.vehicleId, lat: latestPositions.lat, lon: latestPositions.lon, at: latestPositions.recordedAt })
    .from(bids)
    .leftJoin(latestPositions, eq(latestPositions.vehicleId, bids.vehicleId))
    .where(eq(bids.id, transport.awardedBidId));
  if (!row || row.lat === null || row.lon === null) return { ...nowhere, vehicleId: row?.vehicleId ?? null };
  const address =
    transport.deliveryLat !== null && transport.deliveryLon !== null ? { lat: transport.deliveryLat, lon: transport.deliveryLon } : null;
  return {
    vehicleId: row.vehicleId,
    positionLat: row.lat,
    positionLon: row.lon,
    positionAt: row.at,
    distanceM: address ? Math.round(haversineKm({ lat: row.lat, lon: row.lon }, address) * 1000) : null,
  };
}
