/**
 * The points of a live snapshot, read from the database (issue 11; recent-tracks.ts keeps them in
 * memory after). Each vehicle's newest points, suspect jumps left out (tracking/plausibility.ts),
 * come from an index-only scan of positions_vehicle_time_unique (vehicle, recorded_at desc; INCLUDE
 * lat, lon, suspect), in whole units (microseconds, 1e-6 degrees) and with the vehicle as its index
 * in the scope. They come back as a row per vehicle with its points in one binary column
 * (readEachNewest), not a row per point (on PGlite a row per point costs ~3× the whole query) nor
 * arrays (text that `pg` parses character by character). The newest `count` of the fleet are cut
 * here (snapshot-groups.ts groups them).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

export interface NewestColumns {
  /** Each point's vehicle, as its index in the scope. */
  v: Int32Array;
  /** Device time in microseconds since the epoch. */
  t: Float64Array;
  /** Longitude and latitude in 1e-6 degrees. */
  x: Int32Array;
  y: Int32Array;
}

/** 1e-6 degrees, rounded half away from zero: the recent tracks and this read agree to the unit. */
export function microDegrees(degrees: number): number {
  return Math.sign(degrees) * Math.round(Math.abs(degrees * 1e6));
}

export function noColumns(): NewestColumns {
  return { v: new Int32Array(0), t: new Float64Array(0), x: new Int32Array(0), y: new Int32Array(0) };
}

/** PostgreSQL's binary timestamps count microseconds from 2000-01-01. */
const postgresEpochMicros = Date.UTC(2000, 0, 1) * 1000;
const pointBytes = 24;

/** One vehicle's points: device time (µs since the epoch) and 1e-6 degrees, in any order. */
export interface VehiclePoints {
  t: ArrayLike<number>;
  x: ArrayLike<number>;
  y: ArrayLike<number>;
}

/** One vehicle's points as read. */
export interface Chunk extends VehiclePoints {
  t: Float64Array;
  x: Int32Array;
  y: Int32Array;
}

/**
 * The newest `limit` points of each vehicle `vehicles` names (by its index in `scope`), in no
 * particular order: a row per vehicle whose `points` are, per point, the binary time (int8 µs since
 * 2000), longitude and latitude (float8), as timestamptz_send and float8send write them (one
 * aggregate, no conversion per point in SQL).
 */
async function readEachNewest(
  db: Db,
  scope: readonly string[],
  vehicles: readonly number[],
  limit: number,
  into: (Chunk | undefined)[],
): Promise<void> {
  const rows = await rowsOf<{ n: number; points: Uint8Array | null }>(
    db,
    sql`
      select s.n, p.points from unnest(${`{${vehicles.map((v) => scope[v]).join(',')}}`}::uuid[], ${`{${vehicles.join(',')}}`}::int4[]) as s(id, n)
      cross join lateral (
        select string_agg(timestamptz_send(recorded_at) || float8send(lon) || float8send(lat), '') as points from (
          select recorded_at, lon, lat from positions where vehicle_id = s.id and not suspect
          -- NULLS LAST as the index is ordered (the default, NULLS FIRST, would sort every vehicle's points)
          order by recorded_at desc nulls last limit ${limit}
        ) newest
      ) p`,
  );
  for (const { n, points } of rows) into[Number(n)] = decodePointBytes(points);
}

/** Points as `timestamptz_send(recorded_at) || float8send(lon) || float8send(lat)` wrote them, one after another. */
export function decodePointBytes(points: Uint8Array | null): Chunk {
  const length = (points?.length ?? 0) / pointBytes;
  const chunk = { t: new Float64Array(length), x: new Int32Array(length), y: new Int32Array(length) };
  if (points) {
    const view = new DataView(points.buffer, points.byteOffset, points.byteLength);
    for (let i = 0, o = 0; i < length; i++, o += pointBytes) {
      chunk.t[i] = view.getInt32(o) * 2 ** 32 + view.getUint32(o + 4) + postgresEpochMicros;
      chunk.x[i] = microDegrees(view.getFloat64(o + 8));
      chunk.y[i] = microDegrees(view.getFloat64(o + 16));
    }
  }
  return chunk;
}

/** The time of the `count`-th newest point; -Infinity when there are no more than `count`. */
export function cutTime(chunks: readonly (VehiclePoints | undefined)[], count: number): number {
  const total = chunks.reduce((sum, chunk) => sum + (chunk?.t.length ?? 0), 0);
  if (total <= count) return -Infinity;
  const times = new Float64Array(total);
  let at = 0;
  for (const chunk of chunks) if (chunk) times.set(chunk.t, (at += chunk.t.length) - chunk.t.length);
  return times.sort()[total - count]!;
}

/**
 * The vehicles that read all they were allowed (less than `count`: a vehicle's newest `count` always
 * suffice) and still did not reach back to the cut.
 */
function shortOfCut(chunks: readonly (Chunk | undefined)[], limits: Int32Array, count: number, cut: number): number[] {
  const short: number[] = [];
  chunks.forEach((chunk, v) => {
    if (
      chunk &&
      limits[v]! < count &&
      chunk.t.length >= limits[v]! &&
      chunk.t.reduce((oldest, time) => Math.min(oldest, time), Infinity) > cut
    )
      short.push(v);
  });
  return short;
}

/** Every point at or after `cut`, as columns (a vehicle's in its own order; `v` its index in `chunks`). */
export function atOrAfter(chunks: readonly (VehiclePoints | undefined)[], cut: number): NewestColumns {
  let total = 0;
  for (const chunk of chunks) if (chunk) for (let p = 0; p < chunk.t.length; p++) if (chunk.t[p]! >= cut) total++;
  const columns = { v: new Int32Array(total), t: new Float64Array(total), x: new Int32Array(total), y: new Int32Array(total) };
  let i = 0;
  chunks.forEach((chunk, v) => {
    if (!chunk) return;
    for (let p = 0; p < chunk.t.length; p++) {
      if (chunk.t[p]! < cut) continue;
      [columns.v[i], columns.t[i], columns.x[i], columns.y[i]] = [v, chunk.t[p]!, chunk.x[p]!, chunk.y[p]!];
      i++;
    }
  });
  return columns;
}

/**
 * The newest `count` positions of the vehicles `scope` (ordered ids), with every point at the cut's
 * time. Each vehicle's newest `count` would do, but a fleet shares the count: it first reads each
 * vehicle's share and a little more (a fleet driving for a while has far more), then, while a
 * vehicle ran out of what it read before the cut (one reporting more often), that vehicle again,
 * four times as deep.
 */
export async function readNewest(db: Db, scope: readonly string[], count: number): Promise<NewestColumns> {
  if (scope.length === 0) return noColumns();
  const chunks: (Chunk | undefined)[] = new Array(scope.length);
  const limits = new Int32Array(scope.length).fill(Math.min(count, Math.ceil((1.1 * count) / scope.length) + 10));
  let reading = scope.map((_, v) => v);
  for (;;) {
    await readEachNewest(db, scope, reading, Math.max(...reading.map((v) => limits[v]!)), chunks);
    const cut = cutTime(chunks, count);
    reading = shortOfCut(chunks, limits, count, cut);
    if (reading.length === 0) return atOrAfter(chunks, cut);
    // The cut only moves newer as more is read: a vehicle that reached back past it stays so.
    for (const v of reading) limits[v] = Math.min(count, limits[v]! * 4);
  }
}
