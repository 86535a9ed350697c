/**
 * The rows of a live snapshot, read and grouped for encoding (issue 11). The database does the
 * heavy part: each vehicle's newest points come from an index-only scan of
 * positions_vehicle_time_cover (vehicle, recorded_at desc, lat, lon), in whole units (seconds
 * against the base time, 1e-6 degrees) and with the vehicle as its index in the scope; the newest
 * `count` of the fleet are cut by time only when there are more. No row is sorted by vehicle id and
 * no object is built per point in JavaScript: rows are bucketed by vehicle index into typed arrays.
 */
import { sql } from 'drizzle-orm';
import type { GroupedSnapshot } from '@/lib/live-encoding';
import type { Db } from '../../db/client';
import { rowsOf } from '../../services/live-scope';

interface Row {
  /** The vehicle's index in the scope. */
  v: number;
  /** Seconds after the base time (negative: before), exact to the microsecond. */
  t: number;
  x: number;
  y: number;
}

/** The newest `count` positions of the vehicles `scope` (ordered ids), per vehicle at most `count`. */
export function readNewest(db: Db, scope: readonly string[], count: number, baseSeconds: number): Promise<Row[]> {
  return rowsOf<Row>(
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
      select n as v, (extract(epoch from recorded_at) - ${baseSeconds})::float8 as t,
        round(lon * 1e6)::int4 as x, round(lat * 1e6)::int4 as y
      from newest
      where recorded_at >= coalesce(
        case when (select count(*) from newest) > ${count}
          then (select recorded_at from newest order by recorded_at desc offset ${count - 1} limit 1) end,
        '-infinity'::timestamptz)`,
  );
}

/** Drops the surplus of a tie at the cut (several points at its very time): exactly `count` remain. */
function keptRows(rows: Row[], count: number): Row[] {
  if (rows.length <= count) return rows;
  let oldest = Infinity;
  for (const row of rows) oldest = Math.min(oldest, row.t);
  let surplus = rows.length - count;
  return rows.filter((row) => !(row.t === oldest && surplus-- > 0));
}

/** Sorts one vehicle's slice of `order` by time, oldest first (it usually arrives newest first). */
function sortByTime(order: Int32Array, rows: Row[]): void {
  let descending = true;
  for (let i = 1; i < order.length && descending; i++) descending = rows[order[i - 1]!]!.t > rows[order[i]!]!.t;
  if (descending) order.reverse();
  else order.sort((a, b) => rows[a]!.t - rows[b]!.t);
}

/** Groups the rows by vehicle (scope order), oldest first; vehicles without points are left out. */
export function groupRows(
  scope: readonly string[],
  all: Row[],
  count: number,
  baseSeconds: number,
): { vehicleIds: string[]; grouped: GroupedSnapshot } {
  const rows = keptRows(all, count);
  const starts = new Int32Array(scope.length + 1);
  for (const row of rows) starts[row.v + 1]! += 1;
  for (let v = 0; v < scope.length; v++) starts[v + 1]! += starts[v]!;
  const order = new Int32Array(rows.length);
  const filled = starts.slice(0, scope.length);
  rows.forEach((row, i) => (order[filled[row.v]!++] = i));
  const vehicleIds: string[] = [];
  const [groupVehicles, groupCounts] = [[] as number[], [] as number[]];
  for (let v = 0; v < scope.length; v++) {
    const [start, end] = [starts[v]!, starts[v + 1]!];
    if (end === start) continue;
    sortByTime(order.subarray(start, end), rows);
    groupVehicles.push(vehicleIds.length);
    groupCounts.push(end - start);
    vehicleIds.push(scope[v]!);
  }
  const [seconds, lonMicro, latMicro] = [new Int32Array(rows.length), new Int32Array(rows.length), new Int32Array(rows.length)];
  order.forEach((index, i) => {
    const row = rows[index]!;
    seconds[i] = baseSeconds + Math.round(row.t);
    lonMicro[i] = row.x;
    latMicro[i] = row.y;
  });
  return { vehicleIds, grouped: { groupVehicles, groupCounts, seconds, lonMicro, latMicro } };
}
