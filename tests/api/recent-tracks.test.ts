/**
 * The live snapshot's recent tracks (routers/live/recent-tracks.ts): whatever is stored, in whatever
 * order, they answer exactly what the database query answers, and they are in fact answered from memory.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { positions } from '@/server/db/schema';
import { RecentTracks } from '@/server/routers/live/recent-tracks';
import { readNewest, type NewestColumns } from '@/server/routers/live/snapshot-rows';
import { LivePoller } from '@/server/services/live/live-poller';
import { rowsOf } from '@/server/db/rows';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createTransporter } from './helpers/transports';
import { createVehicle } from './helpers/bids';

const db = useTestDatabase();

/** A small deterministic generator, so a failure replays. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
}

/** The plain reference: the newest `count` points of the scope, with every point at the cut's time. */
async function reference(scope: readonly string[], count: number): Promise<string[]> {
  const ids = `{${scope.join(',')}}`;
  const rows = await rowsOf<{ id: string; t: number; x: number; y: number }>(
    db(),
    sql`select vehicle_id as id, round(date_part('epoch', recorded_at) * 1e6)::float8 as t, round(lon * 1e6)::int4 as x,
      round(lat * 1e6)::int4 as y from positions where vehicle_id = any(${ids}::uuid[])
      order by recorded_at desc fetch first ${count} rows with ties`,
  );
  return rows.map((row) => `${row.id} ${row.t} ${row.x} ${row.y}`).sort();
}

/** The points as sorted text, to compare two answers whatever their order within a vehicle. */
function pointsOf(columns: NewestColumns, scope: readonly string[]): string[] {
  return Array.from(columns.t, (t, i) => `${scope[columns.v[i]!]} ${t} ${columns.x[i]} ${columns.y[i]}`).sort();
}

async function fleet(size: number) {
  const owner = await createTransporter(db());
  const vehicles = [];
  for (let i = 0; i < size; i++) vehicles.push(await createVehicle(db(), owner.company.id));
  return vehicles.map((vehicle) => vehicle.id).sort();
}

async function store(vehicleId: string, recordedAt: Date, lon: number, lat: number) {
  await db().insert(positions).values({ vehicleId, recordedAt, lon, lat }).onConflictDoNothing();
}

afterEach(() => vi.restoreAllMocks());

describe(`recent tracks on ${testDatabaseKind}`, () => {
  it('answer as the database does through new, replayed, duplicate and simultaneous points and any count', async () => {
    const scope = await fleet(4);
    const tracks = new RecentTracks(db(), new LivePoller(db()));
    const next = random(11);
    const now = Date.now();
    for (let step = 0; step < 60; step++) {
      const writes = 1 + Math.floor(next() * 8);
      for (let w = 0; w < writes; w++) {
        const vehicle = scope[Math.floor(next() * scope.length)]!;
        // Mostly newer points; some from a replayed backlog, some at a time another vehicle shares.
        const age = next() < 0.2 ? 3_600_000 * next() : next() < 0.2 ? 0 : 60_000 * (1 - step / 60) * next();
        const at = new Date(Math.round(now - age + step * 1_000 + (next() < 0.3 ? next() * 1000 : 0)));
        await store(vehicle, at, -20 + next() * 40, 35 + next() * 20);
      }
      const count = [1, 3, 10, 25, 40, 400][Math.floor(next() * 6)]!;
      const narrowed = next() < 0.25 ? [scope[Math.floor(next() * scope.length)]!] : scope;
      const expected = await reference(narrowed, count);
      expect(pointsOf(await readNewest(db(), narrowed, count), narrowed), `read, step ${step}, count ${count}`).toEqual(expected);
      expect(pointsOf(await tracks.newest(narrowed, count), narrowed), `tracks, step ${step}, count ${count}`).toEqual(expected);
    }
  });

  it('answer from memory once read, and read the database again when the tracks are old', async () => {
    const scope = await fleet(2);
    for (const [i, vehicle] of scope.entries()) await store(vehicle, new Date(Date.now() - 1_000 * i), 20, 44);
    const tracks = new RecentTracks(db(), new LivePoller(db()));
    expect(pointsOf(await tracks.newest(scope, 10), scope)).toHaveLength(2);
    // A deletion is not something the tracks hear (only retention deletes, and long after): it shows
    // that the second answer comes from memory, until the tracks are too old to be trusted.
    await db().execute(sql`delete from positions where vehicle_id = ${scope[0]}`);
    expect(pointsOf(await tracks.newest(scope, 10), scope)).toHaveLength(2);
    const later = Date.now() + 6 * 60_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    expect(pointsOf(await tracks.newest(scope, 10), scope)).toHaveLength(1);
  });

  it('read again from the end when far behind with nobody following the feed', async () => {
    const scope = await fleet(1);
    const poller = new LivePoller(db());
    const tracks = new RecentTracks(db(), poller);
    await store(scope[0]!, new Date(Date.now() - 5_000), 20, 44);
    expect(pointsOf(await tracks.newest(scope, 10), scope)).toHaveLength(1);
    // 20,001 ids later (as after a busy quiet spell), catching up would read them all: it starts again.
    await db().execute(sql`select setval(pg_get_serial_sequence('positions', 'id'), (select max(id) from positions) + 20001)`);
    await store(scope[0]!, new Date(), 21, 45);
    const restarts = poller.restarts;
    await poller.catchUp();
    expect(poller.restarts).toBe(restarts + 1);
    await store(scope[0]!, new Date(Date.now() + 1_000), 22, 46);
    expect(pointsOf(await tracks.newest(scope, 10), scope)).toEqual(await reference(scope, 10));
  });

  it('never skip ahead while someone follows the feed: every position is published', async () => {
    const scope = await fleet(1);
    const poller = new LivePoller(db());
    const published: number[] = [];
    const unsubscribe = poller.subscribe((positions) => published.push(...positions.map((position) => position.id)));
    try {
      await poller.catchUp();
      await db().execute(
        sql`select setval(pg_get_serial_sequence('positions', 'id'), (select coalesce(max(id), 0) from positions) + 20001)`,
      );
      await store(scope[0]!, new Date(), 21, 45);
      const restarts = poller.restarts;
      await poller.catchUp();
      expect(poller.restarts).toBe(restarts);
      const [stored] = await rowsOf<{ id: number }>(db(), sql`select max(id)::float8 as id from positions`);
      expect(published).toContain(stored!.id);
    } finally {
      unsubscribe();
    }
  });

  it('read each vehicle to the cut when one reports far more often than its share', async () => {
    const scope = await fleet(4);
    const now = Date.now();
    // The first vehicle: 200 points a second apart; the others: 10 each, an hour earlier.
    for (let i = 0; i < 200; i++) await store(scope[0]!, new Date(now - i * 1_000), 20 + i * 1e-3, 44);
    for (const vehicle of scope.slice(1)) for (let i = 0; i < 10; i++) await store(vehicle, new Date(now - 3_600_000 - i * 60_000), 21, 45);
    for (const count of [5, 50, 205, 300]) {
      expect(pointsOf(await readNewest(db(), scope, count), scope), `count ${count}`).toEqual(await reference(scope, count));
    }
  });
});
