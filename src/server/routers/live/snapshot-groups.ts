/**
 * A live snapshot's points grouped by vehicle for encoding (issue 11). No point is sorted by vehicle
 * id and no object is built per point: points are bucketed by vehicle index into typed arrays.
 */
import type { GroupedSnapshot } from '@/lib/live-encoding';
import type { NewestColumns } from './snapshot-rows';

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
