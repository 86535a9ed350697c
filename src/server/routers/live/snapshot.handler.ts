import { sql } from 'drizzle-orm';
import { encodeGrouped } from '@/lib/live-encoding';
import type { LiveSnapshotInput } from '@/lib/schemas/live';
import type { HandlerOptions } from '../../trpc';
import { rowsOf } from '../../db/rows';
import { liveVehicleFilter } from '../../services/live/live-scope';
import { recentTracksOf } from './recent-tracks';
import { groupRows } from './snapshot-groups';

export interface LiveSnapshot {
  /** The vehicles the points belong to (index = the points' vehicle index). */
  vehicleIds: string[];
  /** Milliseconds; the points' times are encoded against it. */
  baseTime: number;
  /** How many points `points` carries. */
  count: number;
  /** src/lib/live-encoding.ts: grouped by vehicle, oldest first. */
  points: string;
  /** The newest position id the snapshot may contain: the realtime feed resumes after it. */
  lastId: number;
}

/**
 * The newest `count` positions of the caller's vehicles (each vehicle's newest, at most `count`
 * each; the newest `count` of those win). The scope and the feed's resume point are read first, in
 * one statement; then the points, from this process's recent tracks (recent-tracks.ts) or, when they
 * hold too few, from the database (snapshot-rows.ts).
 */
export async function snapshotHandler({ ctx, input }: HandlerOptions<LiveSnapshotInput>): Promise<LiveSnapshot> {
  const filter = await liveVehicleFilter(ctx.db, ctx.auth.userId, input.user);
  const [head] = await rowsOf<{ ids: string[] | null; last: number | null }>(
    ctx.db,
    sql`select array_agg(v.id::text order by v.id)::text[] as ids, (select max(id)::float8 from positions) as last
      from vehicles v where ${filter}`,
  );
  const scope = head?.ids ?? [];
  const baseTime = Math.floor(Date.now() / 1000) * 1000;
  const columns = await recentTracksOf(ctx.db).newest(scope, input.count);
  const { vehicleIds, grouped } = groupRows(scope, columns, input.count);
  return { vehicleIds, baseTime, count: grouped.seconds.length, points: encodeGrouped(grouped, baseTime), lastId: head?.last ?? 0 };
}
