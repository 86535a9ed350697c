/**
 * One batch of tracker reports in ONE statement (atomic on its own, one round trip): the devices
 * matched to vehicles by tracker id, every point inserted (a point already stored — same vehicle and
 * device time — is skipped), and each vehicle's latest position moved forward, never back. The batch
 * travels as one JSON parameter (json_to_recordset): the same on PGlite and PostgreSQL, whatever its
 * size, and cheaper to build than ten parameters a row.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedSql } from '../services/prepared';
import type { TrackerReport } from './tracker-point';

export type ReportOutcome = 'stored' | 'unknownDevice';

export interface StoredRow {
  id: number;
  vehicleId: string;
  recordedAt: Date;
}

export interface BatchResult {
  outcomes: ReportOutcome[];
  /** The rows this batch inserted (duplicates left out), for whoever follows new positions. */
  inserted: StoredRow[];
}

interface ResultRow {
  kind: 'matched' | 'inserted';
  key: string;
  id: string | number | null;
  at: string | Date | null;
}

/** Planned once per connection: only the two JSON parameters change from batch to batch. */
const batchStatement = preparedSql(
  'store_positions',
  sql`
    with input as (
      select * from json_to_recordset(${sql.placeholder('points')}::json) as x(
        tracker_id text, recorded_at timestamptz, lat float8, lon float8,
        speed_kmh real, heading real, altitude_m real, accuracy_m real, battery_pct real)
    ),
    matched as (
      select id, tracker_id from vehicles
      where tracker_id in (select value from json_array_elements_text(${sql.placeholder('devices')}::json))
    ),
    inserted as (
      insert into positions (vehicle_id, recorded_at, lat, lon, speed_kmh, heading, altitude_m, accuracy_m, battery_pct)
      select m.id, i.recorded_at, i.lat, i.lon, i.speed_kmh, i.heading, i.altitude_m, i.accuracy_m, i.battery_pct
      from input i join matched m on m.tracker_id = i.tracker_id
      -- One order of index locks for every batch (several processes write at once).
      order by m.id, i.recorded_at
      on conflict do nothing
      returning id, vehicle_id, recorded_at, lat, lon, speed_kmh, heading, received_at
    ),
    latest as (
      insert into latest_positions (vehicle_id, position_id, recorded_at, lat, lon, speed_kmh, heading, received_at)
      select distinct on (vehicle_id) vehicle_id, id, recorded_at, lat, lon, speed_kmh, heading, received_at
      from inserted order by vehicle_id, recorded_at desc
      on conflict (vehicle_id) do update set
        position_id = excluded.position_id, recorded_at = excluded.recorded_at, lat = excluded.lat, lon = excluded.lon,
        speed_kmh = excluded.speed_kmh, heading = excluded.heading, received_at = excluded.received_at
      where excluded.recorded_at > latest_positions.recorded_at
    )
    select 'matched' as kind, tracker_id as key, null::bigint as id, null::timestamptz as at from matched
    union all
    select 'inserted', vehicle_id::text, id, recorded_at from inserted`,
);

export async function storeBatch(db: Db, reports: readonly TrackerReport[]): Promise<BatchResult> {
  const devices = [...new Set(reports.map((report) => report.deviceId))];
  const points = reports.flatMap(({ deviceId, points }) =>
    points.map((point) => ({
      tracker_id: deviceId,
      recorded_at: point.recordedAt.toISOString(),
      lat: point.lat,
      lon: point.lon,
      speed_kmh: point.speedKmh,
      heading: point.heading,
      altitude_m: point.altitudeM,
      accuracy_m: point.accuracyM,
      battery_pct: point.batteryPct,
    })),
  );
  const result = (await batchStatement(db).execute({ points: JSON.stringify(points), devices: JSON.stringify(devices) })) as unknown as {
    rows: ResultRow[];
  };
  const matched = new Set(result.rows.filter((row) => row.kind === 'matched').map((row) => row.key));
  return {
    outcomes: reports.map((report) => (matched.has(report.deviceId) ? 'stored' : 'unknownDevice')),
    inserted: result.rows
      .filter((row) => row.kind === 'inserted')
      .map((row) => ({ id: Number(row.id), vehicleId: row.key, recordedAt: new Date(row.at ?? 0) })),
  };
}
