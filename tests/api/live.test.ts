/** live: the side list and the compact snapshot, scoped to the caller's company. */
import { describe, expect, it } from 'vitest';
import { decodeSnapshot } from '@/lib/live-encoding';
import { positions } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { createAccount, createTransporter } from './helpers/transports';
import { createVehicle } from './helpers/bids';
import { insertTrack } from './helpers/positions';

const db = useTestDatabase();

async function fleetWithTracks() {
  const owner = await createTransporter(db());
  const other = await createTransporter(db());
  const van = await createVehicle(db(), owner.company.id, {
    name: 'A van',
    plate: 'BG 123-AB',
    trackerId: `trk-${owner.company.id.slice(0, 8)}`,
  });
  const truck = await createVehicle(db(), owner.company.id, { name: 'B truck', status: 'MAINTENANCE' });
  const foreign = await createVehicle(db(), other.company.id, { name: 'Foreign' });
  const vanIds = await insertTrack(db(), van.id, 30);
  const truckIds = await insertTrack(db(), truck.id, 10, { endMsAgo: 3_600_000, lon: 15, lat: 45 });
  await insertTrack(db(), foreign.id, 20);
  return { owner, other, van, truck, foreign, vanIds, truckIds };
}

describe(`live access on ${testDatabaseKind}`, () => {
  it('answers FORBIDDEN to customers', async () => {
    const customer = await createAccount(db(), 'USER');
    await expectTrpcError(customer.caller.live.vehicles({}), 'FORBIDDEN', 'errors:forbidden');
    await expectTrpcError(customer.caller.live.snapshot({ count: 10 }), 'FORBIDDEN', 'errors:forbidden');
  });

  it("lists only the company's vehicles with their newest position, and `user` narrows to one", async () => {
    const { owner, van, truck, foreign } = await fleetWithTracks();
    const list = await owner.caller.live.vehicles({});
    expect(list.map((v) => v.id)).toEqual([van.id, truck.id]);
    const first = list[0]!;
    expect(first).toMatchObject({
      name: 'A van',
      plate: 'BG 123-AB',
      status: 'AVAILABLE',
      speedKmh: 60,
      jobTitle: null,
      sharingPaused: false,
    });
    expect(first.lat).toBeCloseTo(44.8 + 29 * 0.001, 6);
    expect(Date.now() - (first.lastSeen ?? 0)).toBeLessThan(60_000);
    for (const user of [van.id, van.trackerId!, 'bg123ab']) {
      expect((await owner.caller.live.vehicles({ user })).map((v) => v.id)).toEqual([van.id]);
    }
    expect(await owner.caller.live.vehicles({ user: foreign.id })).toEqual([]);
    expect(await owner.caller.live.vehicles({ user: foreign.plate })).toEqual([]);
  });
});

describe(`live.snapshot on ${testDatabaseKind}`, () => {
  it('carries the newest `count` positions of the company, grouped by vehicle, oldest first', async () => {
    const { owner, other, van, truck, foreign } = await fleetWithTracks();
    const all = await owner.caller.live.snapshot({ count: 1000 });
    expect(all.count).toBe(40);
    expect(new Set(all.vehicleIds)).toEqual(new Set([van.id, truck.id]));
    const columns = decodeSnapshot(all.points, all.baseTime);
    const vanIndex = all.vehicleIds.indexOf(van.id);
    const vanTimes = [...columns.time].filter((_, i) => columns.vehicle[i] === vanIndex);
    expect(vanTimes).toHaveLength(30);
    expect(vanTimes).toEqual([...vanTimes].sort((a, b) => a - b));
    const newest = columns.lat[[...columns.vehicle].lastIndexOf(vanIndex)];
    expect(newest).toBeCloseTo(44.8 + 29 * 0.001, 6);

    // The truck's points are an hour older: the newest 35 are the van's 30 and the truck's last 5.
    const some = await owner.caller.live.snapshot({ count: 35 });
    const someColumns = decodeSnapshot(some.points, some.baseTime);
    expect(some.count).toBe(35);
    expect([...someColumns.vehicle].filter((v) => some.vehicleIds[v] === truck.id)).toHaveLength(5);

    expect((await owner.caller.live.snapshot({ count: 100, user: foreign.id })).count).toBe(0);
    const theirs = await other.caller.live.snapshot({ count: 100 });
    expect(theirs.vehicleIds).toEqual([foreign.id]);
    expect(all.lastId).toBeGreaterThan(0);
  });

  it('cuts the newest `count` exactly when points of several vehicles share the time at the cut', async () => {
    const owner = await createTransporter(db());
    const vans = [await createVehicle(db(), owner.company.id), await createVehicle(db(), owner.company.id)];
    const [older, newer] = [new Date(Date.now() - 120_000), new Date(Date.now() - 60_000)];
    await db()
      .insert(positions)
      .values(vans.flatMap((van, i) => [older, newer].map((recordedAt) => ({ vehicleId: van.id, recordedAt, lat: 44 + i, lon: 20 }))));
    const snapshot = await owner.caller.live.snapshot({ count: 3 });
    expect(snapshot.count).toBe(3);
    const columns = decodeSnapshot(snapshot.points, snapshot.baseTime);
    expect([...columns.time].filter((time) => time === Math.round(newer.getTime() / 1000) * 1000)).toHaveLength(2);
    expect(snapshot.vehicleIds.toSorted()).toEqual(vans.map((van) => van.id).toSorted());
  });

  it('narrows to the vehicle `user` names (tracker id or plate), never one of another company', async () => {
    const { owner, van, foreign } = await fleetWithTracks();
    for (const user of [van.trackerId!, 'bg-123-ab']) {
      const one = await owner.caller.live.snapshot({ count: 1000, user });
      expect(one.vehicleIds).toEqual([van.id]);
      expect(one.count).toBe(30);
    }
    const none = await owner.caller.live.snapshot({ count: 1000, user: foreign.plate });
    expect(none).toMatchObject({ vehicleIds: [], count: 0 });
    expect(decodeSnapshot(none.points, none.baseTime).time).toHaveLength(0);
  });
});
