/** Issue 29: the customer's follow view says "on the way to pickup" until the vehicle has been within 1 km of it. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { distanceLeftKm } from '@/lib/eta';
import { transports } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { addPositions, jobInTransit, onTheRoad } from './helpers/tracking';
import { validTransportInput } from './helpers/transports';

const db = useTestDatabase();
const { loadingLat, loadingLon } = validTransportInput();
const pickup = { lat: loadingLat!, lon: loadingLon! };
/** `km` north of the pickup (Knez Mihailova 1, Beograd). */
const northOfPickup = (km: number) => ({ lat: pickup.lat + km / 111.195, lon: pickup.lon });

/** In transit for the last hour, so positions from minutes ago count as since the start. */
async function startedAnHourAgo() {
  const job = await jobInTransit(db(), undefined, { toPickup: true });
  await db()
    .update(transports)
    .set({ transitStartedAt: new Date(Date.now() - 60 * 60_000) })
    .where(eq(transports.id, job.id));
  return job;
}

const reachedAt = async (id: string) =>
  (await db().select({ at: transports.pickupReachedAt }).from(transports).where(eq(transports.id, id)))[0]?.at;

describe(`follow phases on ${testDatabaseKind}`, () => {
  it('far from the pickup: on the way to pickup, with the road km to it and no delivery ETA', async () => {
    const job = await startedAnHourAgo();
    const here = northOfPickup(30);
    await addPositions(db(), job.vehicle.id, [{ minutesAgo: 1, ...here, speedKmh: 70 }]);
    const view = await job.owner.caller.tracking.forTransport({ transportId: job.id });
    expect(view).toMatchObject({ state: 'live', phase: 'toPickup', position: here });
    expect(view.pickupDistanceKm).toBeCloseTo(distanceLeftKm(here, pickup), 6);
    expect(view.eta).toBeUndefined();
    expect(view.distanceLeftKm).toBeUndefined();
    expect(await reachedAt(job.id)).toBeNull();
  });

  it('a point within 1 km since the start turns it to delivery for good, with the ETA; one before the start or 1.2 km away does not', async () => {
    const job = await startedAnHourAgo();
    // Before the start (the truck passed by on another job), and inside the search box but 1.2 km away.
    await addPositions(db(), job.vehicle.id, [{ minutesAgo: 90, ...pickup }]);
    await addPositions(db(), job.vehicle.id, [{ minutesAgo: 40, lat: pickup.lat + 0.0085, lon: pickup.lon + 0.0115 }]);
    expect((await job.owner.caller.tracking.forTransport({ transportId: job.id })).phase).toBe('toPickup');

    await addPositions(db(), job.vehicle.id, [{ minutesAgo: 30, ...northOfPickup(0.8) }]);
    await addPositions(db(), job.vehicle.id, onTheRoad);
    const view = await job.owner.caller.tracking.forTransport({ transportId: job.id });
    expect(view).toMatchObject({ state: 'live', phase: 'toDelivery' });
    expect(view.eta).toBeInstanceOf(Date);
    expect(view.pickupDistanceKm).toBeUndefined();
    // Remembered at that point's time: later reads look no more.
    expect((await reachedAt(job.id))?.getTime()).toBeGreaterThan(Date.now() - 31 * 60_000);
    expect((await reachedAt(job.id))?.getTime()).toBeLessThan(Date.now() - 29 * 60_000);
  });

  it('a transport started before the start was recorded (migration 0021) is on the way to delivery, as before', async () => {
    const job = await jobInTransit(db(), undefined, { toPickup: true });
    await db().update(transports).set({ transitStartedAt: null }).where(eq(transports.id, job.id));
    await addPositions(db(), job.vehicle.id, onTheRoad);
    expect(await job.owner.caller.tracking.forTransport({ transportId: job.id })).toMatchObject({ phase: 'toDelivery' });
  });
});
