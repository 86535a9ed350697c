/**
 * The first two statements of a batch (store-batch.ts). The first locks the vehicles carrying the
 * batch's devices, in id order, until the batch commits: two batches of one tracker (two requests,
 * two processes) judge their points one after the other. The second reads what plausibility.ts
 * judges from, each vehicle's trusted latest position and the newest suspect point after it (one
 * indexed lookup per vehicle); it must be a statement of its own, started after the lock is held:
 * in READ COMMITTED a statement sees what was committed when it started, and a read in the locking
 * statement would miss the batch it waited for.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedSql } from '../platform/prepared';
import type { Fix, VehicleTrust } from './plausibility';

export interface VehicleOfDevice extends VehicleTrust {
  id: string;
}

interface TrustRow {
  id: string;
  tracker_id: string;
  trusted_at: string | Date | null;
  trusted_lat: number | null;
  trusted_lon: number | null;
  pending_at: string | Date | null;
  pending_lat: number | null;
  pending_lon: number | null;
}

const lockStatement = preparedSql(
  'tracker_vehicles_lock',
  sql`
    select id from vehicles
    where tracker_id in (select value from json_array_elements_text(${sql.placeholder('devices')}::json))
    order by id
    for no key update`,
);

const trustStatement = preparedSql(
  'tracker_trust',
  sql`
    select v.id, v.tracker_id, lp.recorded_at as trusted_at, lp.lat as trusted_lat, lp.lon as trusted_lon,
      s.recorded_at as pending_at, s.lat as pending_lat, s.lon as pending_lon
    from vehicles v
    left join latest_positions lp on lp.vehicle_id = v.id
    left join lateral (
      select p.recorded_at, p.lat, p.lon from positions p
      where p.vehicle_id = v.id and p.recorded_at > lp.recorded_at and p.suspect
      order by p.recorded_at desc nulls last limit 1
    ) s on true
    where v.tracker_id in (select value from json_array_elements_text(${sql.placeholder('devices')}::json))`,
);

function fixOf(at: string | Date | null, lat: number | null, lon: number | null): Fix | null {
  return at === null || lat === null || lon === null ? null : { recordedAt: new Date(at), lat, lon };
}

/** The batch's vehicles by tracker id (a device no vehicle carries is absent). */
export async function readTrust(db: Db, devices: readonly string[]): Promise<Map<string, VehicleOfDevice>> {
  const parameters = { devices: JSON.stringify(devices) };
  await lockStatement(db).execute(parameters);
  const result = (await trustStatement(db).execute(parameters)) as unknown as { rows: TrustRow[] };
  return new Map(
    result.rows.map((row) => [
      row.tracker_id,
      {
        id: row.id,
        trusted: fixOf(row.trusted_at, row.trusted_lat, row.trusted_lon),
        pending: fixOf(row.pending_at, row.pending_lat, row.pending_lon),
      },
    ]),
  );
}
