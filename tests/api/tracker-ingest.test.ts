/**
 * Positions from real trackers over real HTTP: the OsmAnd protocol at /api/osmand and on the tracker
 * port, stored once per vehicle and device time, the latest position never moved back, and every
 * refusal leaving nothing stored.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimitEvents } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { latestOf, storedPositions, trackedVehicle, unixAgo, useTrackerServers } from './helpers/trackers';

const db = useTestDatabase();
const servers = useTrackerServers(db);

// Every request comes from 127.0.0.1: each test starts with the address's refusals unspent
// (past them, refusals are answered 200; tracker-guessing.test.ts).
beforeEach(async () => {
  await db().delete(rateLimitEvents);
});

const get = (query: string, base = `${servers().api}/api/osmand`) => fetch(`${base}?${query}`);
const postForm = (body: string) =>
  fetch(`${servers().api}/api/osmand`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
const postJson = (body: unknown) =>
  fetch(`${servers().api}/api/osmand`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe(`tracker ingestion on ${testDatabaseKind}`, () => {
  it('stores a GET in the parameter form, answers 200 with an empty body, and moves the latest position', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const response = await get(
      `id=${trackerId}&timestamp=${unixAgo(10)}&lat=43.8563&lon=18.4131&speed=10&bearing=90&altitude=520&accuracy=8&batt=77`,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const [row] = await storedPositions(db(), vehicleId);
    expect(row).toMatchObject({ lat: 43.8563, lon: 18.4131, heading: 90, altitudeM: 520, accuracyM: 8, batteryPct: 77 });
    expect(row?.speedKmh).toBeCloseTo(18.52, 2);
    expect(await latestOf(db(), vehicleId)).toMatchObject({ positionId: row?.id, lat: 43.8563, lon: 18.4131 });
  });

  it('stores a form-urlencoded POST, the Traccar Client JSON body, and a GET on the tracker port at /', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    expect((await postForm(`deviceid=${trackerId}&location=44.1,18.1&timestamp=${unixAgo(30)}`)).status).toBe(200);
    const json = await postJson({
      device_id: trackerId,
      location: {
        timestamp: new Date(Date.now() - 20_000).toISOString(),
        coords: { latitude: 44.104, longitude: 18.1, speed: 10, heading: 45, altitude: 300, accuracy: 4 },
        is_moving: true,
        battery: { level: 0.5, is_charging: true },
        activity: { type: 'in_vehicle' },
      },
    });
    expect(json.status).toBe(200);
    expect((await get(`id=${trackerId}&lat=44.108&lon=18.1&timestamp=${unixAgo(10)}`, `${servers().trackerPort}/`)).status).toBe(200);
    const rows = await storedPositions(db(), vehicleId);
    // Points a few hundred metres apart (plausibility.ts marks jumps faster than 250 km/h).
    expect(rows.map((row) => row.lat)).toEqual([44.1, 44.104, 44.108]);
    expect(rows[1]).toMatchObject({ speedKmh: 36, batteryPct: 50 });
    expect((await latestOf(db(), vehicleId))?.lat).toBe(44.108);
  });

  it('stores a duplicate (same device and time) once, and acknowledges it both times', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const query = `id=${trackerId}&lat=45&lon=19&timestamp=${unixAgo(60)}`;
    expect((await get(query)).status).toBe(200);
    expect((await get(query)).status).toBe(200);
    expect(await Promise.all([get(query), get(query)]).then((all) => all.map((r) => r.status))).toEqual([200, 200]);
    expect(await storedPositions(db(), vehicleId)).toHaveLength(1);
  });

  it('accepts a backlog replayed after a newer point without moving the latest position back', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    expect((await get(`id=${trackerId}&lat=45.3&lon=19.3&timestamp=${unixAgo(10)}`)).status).toBe(200);
    for (const [lat, ago] of [
      [45.0, 300],
      [45.1, 200],
      [45.2, 100],
    ] as const) {
      expect((await get(`id=${trackerId}&lat=${lat}&lon=19&timestamp=${unixAgo(ago)}`)).status).toBe(200);
    }
    expect((await storedPositions(db(), vehicleId)).map((row) => row.lat)).toEqual([45.0, 45.1, 45.2, 45.3]);
    expect((await latestOf(db(), vehicleId))?.lat).toBe(45.3);
  });

  it('stores a JSON batch of locations whole, newest last as the latest', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const at = (ago: number, latitude: number) => ({
      timestamp: new Date(Date.now() - ago * 1000).toISOString(),
      coords: { latitude, longitude: 20 },
    });
    expect((await postJson({ device_id: trackerId, location: [at(30, 46.101), at(10, 46.103), at(20, 46.102)] })).status).toBe(200);
    expect((await storedPositions(db(), vehicleId)).map((row) => row.lat)).toEqual([46.101, 46.102, 46.103]);
    expect((await latestOf(db(), vehicleId))?.lat).toBe(46.103);
  });

  it('answers 404 for an unknown device, matching tracker ids exactly as stored (case included), and stores nothing', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    for (const id of ['no-such-tracker', trackerId.toUpperCase(), ` ${trackerId}`]) {
      const response = await get(`id=${encodeURIComponent(id)}&lat=45&lon=19`);
      expect(response.status).toBe(404);
    }
    expect(
      (
        await postJson({
          device_id: 'no-such-tracker',
          location: { timestamp: new Date().toISOString(), coords: { latitude: 1, longitude: 2 } },
        })
      ).status,
    ).toBe(404);
    expect(await storedPositions(db(), vehicleId)).toEqual([]);
  });

  it("puts a point on the vehicle that carries the tracker id, never on another company's vehicle", async () => {
    const mine = await trackedVehicle(db());
    const theirs = await trackedVehicle(db());
    expect(mine.transporter.user.id).not.toBe(theirs.transporter.user.id);
    expect((await get(`id=${mine.trackerId}&lat=47&lon=16`)).status).toBe(200);
    expect(await storedPositions(db(), mine.vehicleId)).toHaveLength(1);
    expect(await storedPositions(db(), theirs.vehicleId)).toEqual([]);
  });

  it('refuses malformed or impossible input with 400 and stores nothing, not even the sound part of a batch', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const future = unixAgo(-3600);
    for (const query of [
      `lat=45&lon=19`,
      `id=${trackerId}&lat=91&lon=19`,
      `id=${trackerId}&lat=45&lon=-181`,
      `id=${trackerId}&lat=NaN&lon=19`,
      `id=${trackerId}&lat=45&lon=19&speed=fast`,
      `id=${trackerId}&lat=45&lon=19&timestamp=${future}`,
      `id=${trackerId}&lat=45&lon=19&timestamp=1990-01-01 00:00:00`,
      `id=${trackerId}&lat=45&lon=19&timestamp=garbage`,
    ]) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
    }
    const sound = { timestamp: new Date().toISOString(), coords: { latitude: 45, longitude: 19 } };
    expect(
      (await postJson({ device_id: trackerId, location: [sound, { ...sound, coords: { latitude: 45, longitude: 999 } }] })).status,
    ).toBe(400);
    const broken = await fetch(`${servers().api}/api/osmand`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"device_id":',
    });
    expect(broken.status).toBe(400);
    expect(await storedPositions(db(), vehicleId)).toEqual([]);
    expect(await latestOf(db(), vehicleId)).toBeUndefined();
  });

  it('acknowledges a heartbeat, an invalid fix and a point older than the retention window without storing them', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    for (const query of [
      `id=${trackerId}&batt=40`,
      `id=${trackerId}&lat=45&lon=19&valid=false`,
      `id=${trackerId}&lat=45&lon=19&timestamp=${unixAgo(40 * 86_400)}`,
    ]) {
      expect((await get(query)).status, query).toBe(200);
    }
    expect(await storedPositions(db(), vehicleId)).toEqual([]);
  });

  it('answers 405 to other methods and 413 to a body over the limit', async () => {
    const { trackerId } = await trackedVehicle(db());
    const put = await fetch(`${servers().api}/api/osmand?id=${trackerId}&lat=1&lon=2`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    expect((await postForm(`id=${trackerId}&lat=1&lon=2&pad=${'x'.repeat(200_000)}`)).status).toBe(413);
  });

  it('stores many concurrent trackers, each point once, in shared batches', async () => {
    const fleet = await Promise.all(Array.from({ length: 5 }, () => trackedVehicle(db())));
    const requests = fleet.flatMap(({ trackerId }, v) =>
      Array.from({ length: 20 }, (_, i) => get(`id=${trackerId}&lat=${40 + v}&lon=${10 + i / 100}&timestamp=${unixAgo(100 - i)}`)),
    );
    requests.push(get('id=unknown-in-the-crowd&lat=1&lon=2'));
    const statuses = (await Promise.all(requests)).map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    expect(statuses.at(-1)).toBe(404);
    for (const { vehicleId } of fleet) {
      const rows = await storedPositions(db(), vehicleId);
      expect(rows).toHaveLength(20);
      expect((await latestOf(db(), vehicleId))?.positionId).toBe(rows.at(-1)?.id);
    }
  });
});
