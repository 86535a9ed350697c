/**
 * The points of a live snapshot, read from the database (issue 11; recent-tracks.ts keeps them in
 * memory after). Each vehicle's newest points come from an index-only scan of
 * positions_vehicle_time_cover (vehicle, recorded_at desc, lat, lon), in whole units (microseconds,
 * 1e-6 degrees) and with the vehicle as its index in the scope. They come back as ONE row of four
 * binary columns (big-endian int4 and float8, string_agg of int4send/float8send), not a row per
 * point (on PGlite a row per point costs ~3× the whole query) nor arrays (text that `pg` parses
 * character by character). The newest `count` of the fleet are cut here (snapshot-groups.ts groups them).
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

type Binary = Uint8Array | null | undefined;

/** A column of big-endian values as `*send` wrote them. */
function column<Array extends Int32Array | Float64Array>(bytes: Binary, make: (length: number) => Array): Array {
  const size = make(0).BYTES_PER_ELEMENT;
  const values = make((bytes?.length ?? 0) / size);
  if (!bytes) return values;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < values.length; i++) values[i] = size === 4 ? view.getInt32(i * 4) : view.getFloat64(i * 8);
  return values;
}

export function noColumns(): NewestColumns {
  return { v: new Int32Array(0), t: new Float64Array(0), x: new Int32Array(0), y: new Int32Array(0) };
}

/** The newest `count` positions of the vehicles `scope` (ordered ids), per vehicle at most `count`. */
/** Each vehicle's newest `limit` points, in no particular order. */
async function readEachNewest(db: Db, scope: readonly string[], limit: number): Promise<NewestColumns> {
  const [columns] = await rowsOf<Record<keyof NewestColumns, Binary>>(
    db,
    sql`
      with scope as (
        select s.id, (s.n - 1)::int4 as n from unnest(${`{${scope.join(',')}}`}::uuid[]) with ordinality as s(id, n)
      )
      select string_agg(int4send(s.n), '') as v, string_agg(float8send(round(date_part('epoch', p.recorded_at) * 1e6)), '') as t,
        string_agg(int4send(round(p.lon * 1e6)::int4), '') as x, string_agg(int4send(round(p.lat * 1e6)::int4), '') as y
      from scope s cross join lateral (
        select recorded_at, lon, lat from positions where vehicle_id = s.id
        -- NULLS LAST as the index is ordered (the default, NULLS FIRST, would sort every vehicle's points)
        order by recorded_at desc nulls last limit ${limit}
      ) p`,
  );
  const ints = (length: number) => new Int32Array(length);
  return {
    v: column(columns?.v, ints),
    t: column(columns?.t, (length) => new Float64Array(length)),
    x: column(columns?.x, ints),
    y: column(columns?.y, ints),
  };
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
 * vehicle's share and a half (a fleet driving for a while has far more), and reads again in full
 * only when a vehicle ran out of its share before the cut (one reporting much more often).
 */
export async function readNewest(db: Db, scope: readonly string[], count: number): Promise<NewestColumns> {
  if (scope.length === 0) return noColumns();
  const share = Math.min(count, Math.ceil((1.5 * count) / scope.length) + 10);
  const first = await readEachNewest(db, scope, share);
  const cut = cutTime(first.t, count);
  if (share === count || reachesCut(first, scope.length, share, cut)) return atOrAfter(first, cut);
  const full = await readEachNewest(db, scope, count);
  return atOrAfter(full, cutTime(full.t, count));
}
