/**
 * The points of a live snapshot, read from the database (issue 11; recent-tracks.ts keeps them in
 * memory after). Each vehicle's newest points come from an index-only scan of
 * positions_vehicle_time_cover (vehicle, recorded_at desc, lat, lon), in whole units (microseconds,
 * 1e-6 degrees) and with the vehicle as its index in the scope. They come back as a row per
 * vehicle with its points in one binary column (readEachNewest), not a row per point (on PGlite a
 * row per point costs ~3× the whole query) nor arrays (text that `pg` parses character by character). The newest `count` of the fleet are cut here (snapshot-groups.ts groups them).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../services/live-scope';

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

/**
 * Each vehicle's newest `limit` points, in no particular order: a row per vehicle whose `points`
 * are, per point, the binary time (int8 µs since 2000), longitude and latitude (float8), as
 * timestamptz_send and float8send write them (one aggregate, no conversion per point in SQL).
 */
async function readEachNewest(db: Db, scope: readonly string[], limit: number): Promise<NewestColumns> {
  const rows = await rowsOf<{ n: number; points: Uint8Array | null }>(
    db,
    sql`
      with scope as (
        select s.id, (s.n - 1)::int4 as n from unnest(${`{${scope.join(',')}}`}::uuid[]) with ordinality as s(id, n)
      )
      select s.n, p.points from scope s cross join lateral (
        select string_agg(timestamptz_send(recorded_at) || float8send(lon) || float8send(lat), '') as points from (
          select recorded_at, lon, lat from positions where vehicle_id = s.id
          -- NULLS LAST as the index is ordered (the default, NULLS FIRST, would sort every vehicle's points)
          order by recorded_at desc nulls last limit ${limit}
        ) newest
      ) p`,
  );
  const total = rows.reduce((sum, row) => sum + (row.points?.length ?? 0) / pointBytes, 0);
  const columns = { v: new Int32Array(total), t: new Float64Array(total), x: new Int32Array(total), y: new Int32Array(total) };
  let i = 0;
  for (const { n, points } of rows) {
    if (!points) continue;
    const view = new DataView(points.buffer, points.byteOffset, points.byteLength);
    for (let o = 0; o < points.length; o += pointBytes, i++) {
      columns.v[i] = Number(n);
      columns.t[i] = view.getInt32(o) * 2 ** 32 + view.getUint32(o + 4) + postgresEpochMicros;
      columns.x[i] = microDegrees(view.getFloat64(o + 8));
      columns.y[i] = microDegrees(view.getFloat64(o + 16));
    }
  }
  return columns;
}

/** The time of the `count`-th newest point; -Infinity when there are no more than `count`. */
function cutTime(t: Float64Array, count: number): number {
  return t.length <= count ? -Infinity : Float64Array.from(t).sort()[t.length - count]!;
}

/** Whether no vehicle held back a point at or after `cut`: each one read to `limit` reached back past it. */
function reachesCut({ v, t }: NewestColumns, vehicles: number, limit: number, cut: number): boolean {
  const [read, oldest] = [new Int32Array(vehicles), new Float64Array(vehicles).fill(Infinity)];
  for (let i = 0; i < v.length; i++) {
    read[v[i]!]! += 1;
    oldest[v[i]!] = Math.min(oldest[v[i]!]!, t[i]!);
  }
  return read.every((points, vehicle) => points < limit || oldest[vehicle]! <= cut);
}

function atOrAfter(columns: NewestColumns, cut: number): NewestColumns {
  if (cut === -Infinity) return columns;
  const kept = Array.from(columns.t, (_, i) => i).filter((i) => columns.t[i]! >= cut);
  const pick = <Array extends Int32Array | Float64Array>(values: Array, make: (length: number) => Array) => {
    const picked = make(kept.length);
    kept.forEach((i, k) => (picked[k] = values[i]!));
    return picked;
  };
  const ints = (length: number) => new Int32Array(length);
  return {
    v: pick(columns.v, ints),
    t: pick(columns.t, (length) => new Float64Array(length)),
    x: pick(columns.x, ints),
    y: pick(columns.y, ints),
  };
}

/**
 * The newest `count` positions of the vehicles `scope` (ordered ids), with every point at the cut's
 * time. Each vehicle's newest `count` would do, but a fleet shares the count: it first reads each
 * vehicle's share and a quarter (a fleet driving for a while has far more), and reads again in full
 * only when a vehicle ran out of its share before the cut (one reporting much more often).
 */
export async function readNewest(db: Db, scope: readonly string[], count: number): Promise<NewestColumns> {
  if (scope.length === 0) return noColumns();
  const share = Math.min(count, Math.ceil((1.25 * count) / scope.length) + 10);
  const first = await readEachNewest(db, scope, share);
  const cut = cutTime(first.t, count);
  if (share === count || reachesCut(first, scope.length, share, cut)) return atOrAfter(first, cut);
  const full = await readEachNewest(db, scope, count);
  return atOrAfter(full, cutTime(full.t, count));
}
