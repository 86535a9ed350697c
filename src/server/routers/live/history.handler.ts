import { sql } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { encodeGrouped } from '@/lib/live-encoding';
import type { LiveHistoryInput } from '@/lib/schemas/live';
import { trackDistanceM, trackStops, type TrackStop } from '@/lib/track-history';
import type { HandlerOptions } from '../../trpc';
import { rowsOf } from '../../db/rows';
import { liveVehicleFilter } from '../../services/live/live-scope';
import { oldestKept } from '../../tracking/retention';
import { decodePointBytes } from './snapshot-rows';

export interface LiveHistory {
  vehicleId: string;
  name: string;
  plate: string;
  /** The time read (ms, the end excluded): the asked start, or the oldest time retention keeps if later. */
  from: number;
  to: number;
  /** The oldest time retention keeps (ms); null when history is kept for good. */
  keptFrom: number | null;
  /** src/lib/live-encoding.ts, one group (vehicle 0), oldest first, times against `from`. */
  points: string;
  count: number;
  distanceM: number;
  stops: TrackStop[];
}

/**
 * One vehicle's track over a time (issue 29), suspect jumps left out: the company's vehicles only
 * (another's, or none, is NOT_FOUND), never older than retention keeps, even where the prune has not
 * run yet. The points come from the positions_vehicle_time_unique index (vehicle, recorded_at;
 * INCLUDE lat, lon, suspect) as one binary column (snapshot-rows.ts says why), in base64: PGlite hands
 * a day's bytea back ~3× slower than its base64 text (bench/track-history). The vehicle's name comes
 * in the same statement.
 */
export async function historyHandler({ ctx, input }: HandlerOptions<LiveHistoryInput>): Promise<LiveHistory> {
  const filter = await liveVehicleFilter(ctx.db, ctx.auth.userId, undefined);
  const kept = oldestKept(new Date())?.getTime() ?? null;
  const from = Math.max(input.from, kept ?? 0);
  const to = Math.max(input.to, from);
  const [vehicle] = await rowsOf<{ name: string; plate: string; points: string | null }>(
    ctx.db,
    sql`
      select v.name, v.plate, (
        select encode(string_agg(timestamptz_send(recorded_at) || float8send(lon) || float8send(lat), ''), 'base64') from (
          select recorded_at, lon, lat from positions
          where vehicle_id = v.id and recorded_at >= ${new Date(from).toISOString()}::timestamptz
            and recorded_at < ${new Date(to).toISOString()}::timestamptz and not suspect
          order by recorded_at
        ) track
      ) as points
      from vehicles v where ${filter} and v.id = ${input.vehicleId}`,
  );
  if (!vehicle) throw new TRPCError({ code: 'NOT_FOUND', message: 'live:history.notFound' });
  const { t, x, y } = decodePointBytes(vehicle.points === null ? null : Buffer.from(vehicle.points, 'base64'));
  const count = t.length;
  const seconds = Array.from(t, (micros) => Math.round(micros / 1e6));
  const track = { time: Array.from(t, (micros) => micros / 1000), lon: Array.from(x, (v) => v / 1e6), lat: Array.from(y, (v) => v / 1e6) };
  const grouped = { groupVehicles: count ? [0] : [], groupCounts: count ? [count] : [], seconds, lonMicro: x, latMicro: y };
  return {
    vehicleId: input.vehicleId,
    name: vehicle.name,
    plate: vehicle.plate,
    from,
    to,
    keptFrom: kept,
    points: encodeGrouped(grouped, from),
    count,
    distanceM: Math.round(trackDistanceM(track)),
    stops: trackStops(track),
  };
}
