/**
 * Issue 22: a point from the future is bounded by its receive time, and an implausible jump is stored
 * marked; neither moves the company's live map and vehicle list, the customer's view and ETA, nor the
 * share link, until the real tracker moves on or a next fix confirms the jump. Over real HTTP, in
 * the parameter form and Traccar Client's JSON.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeSnapshot } from '@/lib/live-encoding';
import type { Db } from '@/server/db/client';
import { vehicles } from '@/server/db/schema';
import { storeBatch } from '@/server/tracking/store-batch';
import { callerFor } from './helpers/caller';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { latestOf, storedPositions, trackedVehicle, unixAgo, useTrackerServers } from './helpers/trackers';
import { jobInTransit } from './helpers/tracking';

const db = useTestDatabase();
const servers = useTrackerServers(db);

const get = (query: string) => fetch(`${servers().api}/api/osmand?${query}`);
const postJson = (body: unknown) =>
  fetch(`${servers().api}/api/osmand`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const paris = { lat: 48.8566, lon: 2.3522 };

/** A transport in transit whose vehicle carries a tracker, with a share link for its recipient. */
async function followedJob(database: Db) {
  const job = await jobInTransit(database);
  const trackerId = `trk-${job.vehicle.id.slice(0, 8)}`;
  await database.update(vehicles).set({ trackerId }).where(eq(vehicles.id, job.vehicle.id));
  const share = await job.owner.caller.tracking.shares.create({ transportId: job.id });
  const token = share.path.replace(/^\/track\//, '');
  const send = async (secondsAgo: number, at: { lat: number; lon: number }) =>
    expect((await get(`id=${trackerId}&timestamp=${unixAgo(secondsAgo)}&lat=${at.lat}&lon=${at.lon}&speed=10`)).status).toBe(200);
  /** Where each reader puts the vehicle now. */
  const seen = async () => {
    const [listed] = await job.carrier.caller.live.vehicles({ user: job.vehicle.id });
    const snapshot = await job.carrier.caller.live.snapshot({ count: 100, user: job.vehicle.id });
    const columns = decodeSnapshot(snapshot.points, snapshot.baseTime);
    const owner = await job.owner.caller.tracking.forTransport({ transportId: job.id });
    const shared = await callerFor(database, { ip: '10.0.0.9' }).tracking.shared({ token });
    return {
      latest: (await latestOf(database, job.vehicle.id))?.lat,
      list: listed?.lat,
      map: columns.lat.at(-1),
      owner: owner.position?.lat,
      share: shared.position?.lat,
      distanceLeftKm: owner.distanceLeftKm,
      speedKmh: owner.speedKmh,
    };
  };
  const where = (lat: number) => ({ latest: lat, list: lat, map: expect.closeTo(lat, 6), owner: lat, share: lat });
  return { job, send, seen, where };
}

const suspectOf = async (vehicleId: string) => (await storedPositions(db(), vehicleId)).map((row) => [row.lat, row.suspect] as const);

describe(`implausible jumps on ${testDatabaseKind}`, () => {
  it('stores a jump to Paris marked; no reader moves, and the real tracker next point keeps it marked', async () => {
    const { job, send, seen, where } = await followedJob(db());
    for (const [ago, lat] of [
      [240, 44.4],
      [180, 44.403],
      [120, 44.406],
    ] as const)
      await send(ago, { lat, lon: 19.15 });
    const before = await seen();
    expect(before).toMatchObject(where(44.406));
    await send(60, paris);
    const during = await seen();
    expect(during).toMatchObject(where(44.406));
    expect(during.distanceLeftKm).toBe(before.distanceLeftKm);
    expect(during.speedKmh).toBe(before.speedKmh);
    await send(30, { lat: 44.408, lon: 19.15 });
    expect(await seen()).toMatchObject(where(44.408));
    expect(await suspectOf(job.vehicle.id)).toEqual([
      [44.4, false],
      [44.403, false],
      [44.406, false],
      [paris.lat, true],
      [44.408, false],
    ]);
  });

  it('moves every reader once a next fix confirms the jump', async () => {
    const { job, send, seen, where } = await followedJob(db());
    await send(180, { lat: 44.4, lon: 19.15 });
    await send(60, paris);
    expect(await seen()).toMatchObject(where(44.4));
    await send(30, { lat: 48.857, lon: 2.353 });
    expect(await seen()).toMatchObject(where(48.857));
    expect(await suspectOf(job.vehicle.id)).toEqual([
      [44.4, false],
      [paris.lat, false],
      [48.857, false],
    ]);
  });

  it('marks nothing on a normal drive (a Traccar Client batch out of order) or a long drive after an hour without coverage', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const at = (ago: number, latitude: number) => ({
      timestamp: new Date(Date.now() - ago * 1000).toISOString(),
      coords: { latitude, longitude: 20, speed: 20 },
    });
    const drive = [at(7300, 44.8), at(7240, 44.805), at(7120, 44.815), at(7180, 44.81)];
    expect((await postJson({ device_id: trackerId, location: drive })).status).toBe(200);
    // An hour and a half later, 150 km further north (100 km/h on average).
    expect((await get(`id=${trackerId}&timestamp=${unixAgo(1900)}&lat=46.165&lon=20`)).status).toBe(200);
    expect((await storedPositions(db(), vehicleId)).map((row) => row.suspect)).toEqual([false, false, false, false, false]);
    expect((await latestOf(db(), vehicleId))?.lat).toBe(46.165);
  });

  it('confirms a newer suspect point when a late fix bridges it and the trusted one, and makes it the latest', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const send = (ago: number, lat: number) => get(`id=${trackerId}&timestamp=${unixAgo(ago)}&lat=${lat}&lon=20`);
    expect((await send(180, 45)).status).toBe(200);
    expect((await send(60, 45.09)).status).toBe(200);
    expect((await latestOf(db(), vehicleId))?.lat).toBe(45);
    expect((await send(120, 45.045)).status).toBe(200);
    expect((await storedPositions(db(), vehicleId)).map((row) => row.suspect)).toEqual([false, false, false]);
    expect((await latestOf(db(), vehicleId))?.lat).toBe(45.09);
  });

  it('judges two batches of one tracker one after the other (the vehicle is locked), whatever order they commit in', async () => {
    const trackers = await Promise.all(Array.from({ length: 6 }, () => trackedVehicle(db())));
    const point = (deviceId: string, secondsAgo: number, lat: number) => ({
      deviceId,
      points: [
        { recordedAt: new Date(Date.now() - secondsAgo * 1000), lat, lon: 20, speedKmh: 80, heading: 0, altitudeM: null, accuracyM: null },
      ].map((p) => ({ ...p, batteryPct: null })),
    });
    await Promise.all(trackers.map(({ trackerId }) => storeBatch(db(), [point(trackerId, 180, 45)])));
    // 4 km and 4 km a minute apart, each plausible from the one before; the second not from the first.
    await Promise.all(
      trackers.flatMap(({ trackerId }) => [
        storeBatch(db(), [point(trackerId, 120, 45.045)]),
        storeBatch(db(), [point(trackerId, 60, 45.09)]),
      ]),
    );
    for (const { vehicleId } of trackers) {
      expect((await storedPositions(db(), vehicleId)).map((row) => row.suspect)).toEqual([false, false, false]);
      expect((await latestOf(db(), vehicleId))?.lat).toBe(45.09);
    }
  });
});

describe(`points from the future on ${testDatabaseKind}`, () => {
  it('stores a point 290 s ahead at its receive time, and the real tracker next point moves the position', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    expect((await get(`id=${trackerId}&timestamp=${unixAgo(60)}&lat=44.4&lon=19.15`)).status).toBe(200);
    const sent = Date.now();
    expect((await get(`id=${trackerId}&timestamp=${unixAgo(-290)}&lat=44.401&lon=19.15`)).status).toBe(200);
    const [, bounded] = await storedPositions(db(), vehicleId);
    expect(bounded?.recordedAt.getTime()).toBeGreaterThanOrEqual(sent);
    expect(bounded?.recordedAt.getTime()).toBeLessThanOrEqual(Date.now());
    const json = {
      device_id: trackerId,
      location: { timestamp: new Date(Date.now() + 1000).toISOString(), coords: { latitude: 44.402, longitude: 19.15 } },
    };
    expect((await postJson(json)).status).toBe(200);
    expect((await latestOf(db(), vehicleId))?.lat).toBe(44.402);
  });

  it('bounds Traccar Client JSON the same way, and keeps a clock a second or two ahead as it is', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const ahead = new Date(Date.now() + 2000);
    const at = (time: Date, latitude: number) => ({ timestamp: time.toISOString(), coords: { latitude, longitude: 20 } });
    expect((await postJson({ device_id: trackerId, location: [at(ahead, 44.8), at(new Date(Date.now() + 240_000), 44.801)] })).status).toBe(
      200,
    );
    const [bounded, kept] = await storedPositions(db(), vehicleId);
    expect(kept).toMatchObject({ lat: 44.8, recordedAt: ahead });
    expect(bounded?.lat).toBe(44.801);
    expect(bounded?.recordedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
