/**
 * The points of a live snapshot, read and grouped for encoding (issue 11). The database does the
 * heavy part: each vehicle's newest points come from an index-only scan of
 * positions_vehicle_time_cover (vehicle, recorded_at desc, lat, lon), in whole units (seconds
 * against the base time, 1e-6 degrees) and with the vehicle as its index in the scope; the newest
 * `count` of the fleet are cut by time only when there are more (with every point at the cut's time). They come back as ONE row of four
 * binary columns (big-endian int4 and float8, string_agg of int4send/float8send), not a row per
 * point (on PGlite a row per point costs ~3× the whole query) nor arrays (text that `pg` parses
 * character by character). No point is sorted by vehicle id and no object is built per point:
 * points are bucketed by vehicle index into typed arrays.
 */
import { sql } from 'drizzle-orm';
import type { GroupedSnapshot } from '@/lib/live-encoding';
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
export async function readNewest(db: Db, scope: readonly string[], count: number): Promise<NewestColumns> {
  if (scope.length === 0) return noColumns();
  const [columns] = await rowsOf<Record<keyof NewestColumns, Binary>>(
    db,
    sql`
      with scope as (
        select s.id, (s.n - 1)::int4 as n from unnest(${`{${scope.join(',')}}`}::uuid[]) with ordinality as s(id, n)
      ),
      newest as materialized (
        select s.n, p.recorded_at, p.lon, p.lat from scope s cross join lateral (
          select recorded_at, lon, lat from positions where vehicle_id = s.id
          -- NULLS LAST as the index is ordered (the default, NULLS FIRST, would sort every vehicle's points)
          order by recorded_at desc nulls last limit ${count}
        ) p
      )
      select string_agg(int4send(n), '') as v, string_agg(float8send(round(date_part('epoch', recorded_at) * 1e6)), '') as t,
        string_agg(int4send(round(lon * 1e6)::int4), '') as x, string_agg(int4send(round(lat * 1e6)::int4), '') as y
      from newest
      where recorded_at >= coalesce(
        case when (select count(*) from newest) > ${count}
          then (select recorded_at from newest order by recorded_at desc offset ${count - 1} limit 1) end,
        '-infinity'::timestamptz)`,
  );
  const ints = (length: number) => new Int32Array(length);
  return {
    v: column(columns?.v, ints),
    t: column(columns?.t, (length) => new Float64Array(length)),
    x: column(columns?.x, ints),
    y: column(columns?.y, ints),
  };
}

/** The points kept: all, less the surplus of a tie at the cut (several points at its very time). */
function keptPoints({ t }: NewestColumns, count: number): number[] {
  const all = Array.from(t, (_, i) => i);
  if (t.length <= count) return all;
  let oldest = Infinity;
  for (const time of t) oldest = Math.min(oldest, time);
  let surplus = t.length - count;
  return all.filter((i) => !(t[i] === oldest && surplus-- > 0));
}

/** Sorts one vehicle's slice of `order` by time, oldest first (it usually arrives newest first). */
function sortByTime(order: Int32Array, t: Float64Array): void {
  let [ascending, descending] = [true, true];
  for (let i = 1; i < order.length && (ascending || descending); i++) {
    const [before, after] = [t[order[i - 1]!]!, t[order[i]!]!];
    ascending &&= before < after;
    descending &&= before > after;
  }
  if (descending) order.reverse();
  else if (!ascending) order.sort((a, b) => t[a]! - t[b]!);
}

/** Groups the points by vehicle (scope order), oldest first; vehicles without points are left out. */
export function groupRows(
  scope: readonly string[],
  columns: NewestColumns,
  count: number,
): { vehicleIds: string[]; grouped: GroupedSnapshot } {
  const { v: vehicleOf, t, x, y } = columns;
  const kept = keptPoints(columns, count);
  const starts = new Int32Array(scope.length + 1);
  for (const i of kept) starts[vehicleOf[i]! + 1]! += 1;
  for (let v = 0; v < scope.length; v++) starts[v + 1]! += starts[v]!;
  const order = new Int32Array(kept.length);
  const filled = starts.slice(0, scope.length);
  for (const i of kept) order[filled[vehicleOf[i]!]!++] = i;
  const vehicleIds: string[] = [];
  const [groupVehicles, groupCounts] = [[] as number[], [] as number[]];
  for (let v = 0; v < scope.length; v++) {
    const [start, end] = [starts[v]!, starts[v + 1]!];
    if (end === start) continue;
    sortByTime(order.subarray(start, end), t);
    groupVehicles.push(vehicleIds.length);
    groupCounts.push(end - start);
    vehicleIds.push(scope[v]!);
  }
  const [seconds, lonMicro, latMicro] = [new Int32Array(kept.length), new Int32Array(kept.length), new Int32Array(kept.length)];
  order.forEach((index, i) => {
    seconds[i] = Math.round(t[index]! / 1e6);
    lonMicro[i] = x[index]!;
    latMicro[i] = y[index]!;
  });
  return { vehicleIds, grouped: { groupVehicles, groupCounts, seconds, lonMicro, latMicro } };
}
