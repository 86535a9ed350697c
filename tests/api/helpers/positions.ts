/** Fixtures for the live-tracking tests: positions of a vehicle, one a minute up to now. */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { positions } from '@/server/db/schema';

/** `count` positions a minute apart ending `endMsAgo` before now, moving north-east; returns their ids, oldest first. */
export async function insertTrack(
  db: Db,
  vehicleId: string,
  count: number,
  options: { endMsAgo?: number; lon?: number; lat?: number } = {},
) {
  const end = Date.now() - (options.endMsAgo ?? 0);
  const rows = Array.from({ length: count }, (_, i) => ({
    vehicleId,
    recordedAt: new Date(end - (count - 1 - i) * 60_000),
    lat: (options.lat ?? 44.8) + i * 0.001,
    lon: (options.lon ?? 20.4) + i * 0.001,
    speedKmh: 60,
    heading: 45,
  }));
  const inserted = await db.insert(positions).values(rows).returning({ id: positions.id });
  await db.execute(sql`
    insert into latest_positions (vehicle_id, position_id, recorded_at, lat, lon, speed_kmh, heading)
    select vehicle_id, id, recorded_at, lat, lon, speed_kmh, heading from positions
    where vehicle_id = ${vehicleId} order by recorded_at desc limit 1
    on conflict (vehicle_id) do update set position_id = excluded.position_id, recorded_at = excluded.recorded_at,
      lat = excluded.lat, lon = excluded.lon, speed_kmh = excluded.speed_kmh, heading = excluded.heading`);
  return inserted.map((row) => row.id);
}
