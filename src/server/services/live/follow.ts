/**
 * Where the vehicle doing a transport is, as the customer and the recipient's share link see it: its
 * state, and while live its position, speed, distance left and ETA (src/lib/eta.ts says how). A paused
 * vehicle shows nothing but "paused"; a quiet one only where and when it was last seen, without an ETA.
 * Nothing here names the vehicle's company, its other jobs or its fleet.
 */
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { distanceLeftKm, etaFrom, etaRules, isQuiet, recentSpeedKmh, type GeoPoint } from '@/lib/eta';
import type { Db } from '../../db/client';
import { bids, positions, vehicles, type Transport } from '../../db/schema';
import { followPhase, pickupOf, type FollowPhase } from './pickup-phase';

export type FollowState = 'live' | 'quiet' | 'paused' | 'unknown' | 'inactive';

export interface FollowSnapshot {
  state: FollowState;
  position?: GeoPoint & { heading: number | null };
  recordedAt?: Date;
  distanceLeftKm?: number;
  eta?: Date;
  speedKmh?: number;
  /** The delivery point, for the map. */
  destination: GeoPoint | null;
  /** Until the vehicle has been within 1 km of the pickup, 'toPickup' with the road km to it and no ETA (pickup-phase.ts). */
  phase?: FollowPhase;
  pickupDistanceKm?: number;
}

/** The vehicle the accepted bid names (set when transit starts), with its plate and pause. */
export async function jobVehicleOf(db: Db, transport: Transport) {
  if (!transport.awardedBidId) return null;
  const [row] = await db
    .select({ id: vehicles.id, plate: vehicles.plate, type: vehicles.type, sharingPaused: vehicles.sharingPaused })
    .from(bids)
    .innerJoin(vehicles, eq(vehicles.id, bids.vehicleId))
    .where(eq(bids.id, transport.awardedBidId));
  return row ?? null;
}

/** The vehicle's trusted points (a suspect jump is not where it is) from 30 minutes before its latest one, oldest first. */
async function recentPoints(db: Db, vehicleId: string) {
  const [latest] = await db
    .select({ recordedAt: positions.recordedAt })
    .from(positions)
    .where(and(eq(positions.vehicleId, vehicleId), eq(positions.suspect, false)))
    .orderBy(desc(positions.recordedAt))
    .limit(1);
  if (!latest) return [];
  const since = new Date(latest.recordedAt.getTime() - etaRules.speedWindowMs);
  return db
    .select({
      recordedAt: positions.recordedAt,
      lat: positions.lat,
      lon: positions.lon,
      speedKmh: positions.speedKmh,
      heading: positions.heading,
    })
    .from(positions)
    .where(and(eq(positions.vehicleId, vehicleId), eq(positions.suspect, false), gte(positions.recordedAt, since)))
    .orderBy(asc(positions.recordedAt))
    .limit(2000);
}

export async function followSnapshot(db: Db, transport: Transport, now = new Date()): Promise<FollowSnapshot> {
  const destination =
    transport.deliveryLat !== null && transport.deliveryLon !== null ? { lat: transport.deliveryLat, lon: transport.deliveryLon } : null;
  if (transport.status !== 'IN_TRANSIT') return { state: 'inactive', destination };
  const vehicle = await jobVehicleOf(db, transport);
  if (!vehicle) return { state: 'unknown', destination };
  if (vehicle.sharingPaused) return { state: 'paused', destination };
  const points = await recentPoints(db, vehicle.id);
  const latest = points.at(-1);
  if (!latest) return { state: 'unknown', destination };
  const position = { lat: latest.lat, lon: latest.lon, heading: latest.heading };
  const pickup = pickupOf(transport);
  if (pickup && (await followPhase(db, transport, vehicle.id)) === 'toPickup') {
    const pickupDistanceKm = distanceLeftKm(position, pickup);
    const state = isQuiet(latest.recordedAt, now) ? 'quiet' : 'live';
    return { state, phase: 'toPickup', position, recordedAt: latest.recordedAt, pickupDistanceKm, destination };
  }
  const left = destination ? distanceLeftKm(position, destination) : undefined;
  if (isQuiet(latest.recordedAt, now))
    return { state: 'quiet', phase: 'toDelivery', position, recordedAt: latest.recordedAt, distanceLeftKm: left, destination };
  const speedKmh = recentSpeedKmh(points);
  return {
    state: 'live',
    phase: 'toDelivery',
    position,
    recordedAt: latest.recordedAt,
    distanceLeftKm: left,
    eta: left === undefined ? undefined : etaFrom(now, left, speedKmh),
    speedKmh,
    destination,
  };
}
