/**
 * A stand-in for the tracker endpoint in end-to-end tests of the live map (issue 11), until they
 * send positions through the OsmAnd endpoint: `POST /api/test/positions` with `{ trackerId, lat, lon }`
 * stores one position now. Off unless TOVAR_TEST_POSITIONS_KEY is set (Playwright sets a random one);
 * a request without that key in `x-tovar-test-key` gets the same 404 as when it is off.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';

const bodySchema = z.object({
  trackerId: z.string().min(1).max(100),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});

async function readJson(req: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 4096) return null;
  }
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Answers the request and returns true when it is this stand-in's, enabled and authorised. */
export async function handleTestPositions(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  openDb: () => Promise<Db>,
): Promise<boolean> {
  const key = process.env.TOVAR_TEST_POSITIONS_KEY;
  if (pathname !== '/api/test/positions' || req.method !== 'POST' || !key || key.length < 32 || req.headers['x-tovar-test-key'] !== key)
    return false;
  const body = bodySchema.safeParse(await readJson(req));
  const db = await openDb();
  const stored = body.success
    ? await db.execute(sql`
        with position as (
          insert into positions (vehicle_id, recorded_at, lat, lon, speed_kmh, heading)
          select id, now(), ${body.data.lat}, ${body.data.lon}, 42, 0 from vehicles where tracker_id = ${body.data.trackerId}
          returning id, vehicle_id, recorded_at, lat, lon, speed_kmh, heading)
        insert into latest_positions (vehicle_id, position_id, recorded_at, lat, lon, speed_kmh, heading)
        select vehicle_id, id, recorded_at, lat, lon, speed_kmh, heading from position
        on conflict (vehicle_id) do update set position_id = excluded.position_id, recorded_at = excluded.recorded_at,
          lat = excluded.lat, lon = excluded.lon, speed_kmh = excluded.speed_kmh, heading = excluded.heading
        returning position_id`)
    : null;
  const rows = (stored as unknown as { rows: unknown[] } | null)?.rows ?? [];
  res.writeHead(rows.length > 0 ? 204 : 400, { 'Cache-Control': 'no-store' });
  res.end();
  return true;
}
