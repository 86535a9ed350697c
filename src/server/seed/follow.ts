/**
 * Issue 11, the customer follows the load: each demo transport IN_TRANSIT (Ana's Sarajevo → Split among
 * them) gets a track along its own route, ending a moment ago, so its owner sees the vehicle live on
 * the map with an ETA on first visit. Runs after the jobs have their vehicles.
 */
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bids, latestPositions, positions, transports, vehicles } from '../db/schema';
import type { Clock, Random } from './random';
import { driveTrack, parkedTrack } from './tracks';

export async function seedFollowedLoads(db: Db, random: Random, clock: Clock): Promise<void> {
  const moving = await db
    .select({ vehicleId: vehicles.id, transport: transports })
    .from(transports)
    .innerJoin(bids, eq(bids.id, transports.awardedBidId))
    .innerJoin(vehicles, eq(vehicles.id, bids.vehicleId))
    .where(and(eq(transports.status, 'IN_TRANSIT'), isNotNull(vehicles.trackerId)));
  const end = new Date(clock.now.getTime() - 20_000);
  for (const { vehicleId, transport } of moving) {
    const { loadingLat, loadingLon, deliveryLat, deliveryLon } = transport;
    if (loadingLat === null || loadingLon === null || deliveryLat === null || deliveryLon === null) continue;
    // Loading for an hour and a quarter at the pick-up, then three quarters of an hour on the road: still
    // well short of the delivery on the shorter routes, and two hours of points like every other tracker.
    const from = { lat: loadingLat, lon: loadingLon };
    const drive = driveTrack(random, from, { lat: deliveryLat, lon: deliveryLon }, end, 45);
    const departure = drive[0]?.recordedAt ?? end;
    const track = [...parkedTrack(random, from, new Date(departure.getTime() - 60_000), 75), ...drive];
    await db.delete(positions).where(inArray(positions.vehicleId, [vehicleId]));
    const rows = await db
      .insert(positions)
      .values(track.map((point) => ({ vehicleId, ...point })))
      .returning({ id: positions.id });
    const last = track.at(-1);
    const lastId = rows.at(-1)?.id;
    if (!last || lastId === undefined) continue;
    const latest = {
      positionId: lastId,
      recordedAt: last.recordedAt,
      lat: last.lat,
      lon: last.lon,
      speedKmh: last.speedKmh,
      heading: last.heading,
    };
    await db
      .insert(latestPositions)
      .values({ vehicleId, ...latest })
      .onConflictDoUpdate({ target: latestPositions.vehicleId, set: latest });
  }
}
