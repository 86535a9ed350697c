import { sql } from 'drizzle-orm';
import { encodeSnapshot, type SnapshotPoint } from '@/lib/live-encoding';
import type { LiveSnapshotInput } from '@/lib/schemas/live';
import type { HandlerOptions } from '../../trpc';
import { liveVehicleFilter, rowsOf } from '../../services/live-scope';

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

interface Row {
  vehicle_id: string;
  t: number;
  lat: number;
  lon: number;
}

/**
 * The newest `count` positions of the caller's vehicles. Each vehicle's newest points are read
 * through positions_vehicle_time_unique (vehicle, recorded_at desc), at most `count` per vehicle;
 * the newest `count` of those win.
 */
export async function snapshotHandler({ ctx, input }: HandlerOptions<LiveSnapshotInput>): Promise<LiveSnapshot> {
  const filter = await liveVehicleFilter(ctx.db, ctx.auth.userId, input.user);
  const [head] = await rowsOf<{ last: number | null }>(ctx.db, sql`select max(id)::float8 as last from positions`);
  const rows = await rowsOf<Row>(
    ctx.db,
    sql`
      select * from (
        select v.id as vehicle_id, p.t, p.lat, p.lon
        from vehicles v cross join lateral (
          select extract(epoch from recorded_at)::float8 as t, lat, lon from positions
          where vehicle_id = v.id order by recorded_at desc limit ${input.count}
        ) p
        where ${filter}
        order by p.t desc limit ${input.count}
      ) newest order by vehicle_id, t`,
  );
  const vehicleIds: string[] = [];
  const points: SnapshotPoint[] = rows.map((row) => {
    if (vehicleIds.at(-1) !== row.vehicle_id) vehicleIds.push(row.vehicle_id);
    return { vehicle: vehicleIds.length - 1, time: row.t * 1000, lon: row.lon, lat: row.lat };
  });
  const baseTime = Math.floor(Date.now() / 1000) * 1000;
  return { vehicleIds, baseTime, count: points.length, points: encodeSnapshot(points, baseTime), lastId: head?.last ?? 0 };
}
