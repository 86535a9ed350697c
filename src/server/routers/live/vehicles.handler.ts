import { sql } from 'drizzle-orm';
import type { LiveVehiclesInput } from '@/lib/schemas/live';
import type { VehicleStatus } from '@/lib/constants';
import type { HandlerOptions } from '../../trpc';
import { rowsOf } from '../../db/rows';
import { liveVehicleFilter } from '../../services/live/live-scope';

export interface LiveVehicle {
  id: string;
  name: string;
  plate: string;
  /** Searched by the side list's search box (src/lib/vehicle-search.ts). */
  trackerId: string | null;
  status: VehicleStatus;
  sharingPaused: boolean;
  /** The transport it carries (ON_JOB), else null. */
  jobTitle: string | null;
  speedKmh: number | null;
  /** Milliseconds since the epoch of its newest position; null when it never reported. */
  lastSeen: number | null;
  lat: number | null;
  lon: number | null;
}

/** The side list: the caller's vehicles with their newest position and current job, by name. */
export async function vehiclesHandler({ ctx, input }: HandlerOptions<LiveVehiclesInput>): Promise<LiveVehicle[]> {
  const filter = await liveVehicleFilter(ctx.db, ctx.auth.userId, input.user);
  const rows = await rowsOf<Omit<LiveVehicle, 'sharingPaused'> & { sharingPaused: boolean }>(
    ctx.db,
    sql`
      select v.id, v.name, v.plate, v.tracker_id as "trackerId", v.status, v.sharing_paused as "sharingPaused",
        (select t.title from bids b join transports t on t.awarded_bid_id = b.id
          where b.vehicle_id = v.id and t.status = 'IN_TRANSIT' limit 1) as "jobTitle",
        lp.speed_kmh::float8 as "speedKmh", (extract(epoch from lp.recorded_at) * 1000)::float8 as "lastSeen",
        lp.lat, lp.lon
      from vehicles v left join latest_positions lp on lp.vehicle_id = v.id
      where ${filter}
      order by v.name, v.id
      limit 5000`,
  );
  return rows.map((row) => ({ ...row, jobTitle: row.status === 'ON_JOB' ? row.jobTitle : null }));
}
