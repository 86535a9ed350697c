/**
 * The second statement of a batch (store-batch.ts), planned once per connection: every judged point
 * inserted with its mark, the confirmed suspect points cleared, and each vehicle's latest position
 * moved to its newest trusted point (inserted or just confirmed) when that is newer.
 */
import { sql } from 'drizzle-orm';
import { preparedSql } from '../platform/prepared';

export const insertStatement = preparedSql(
  'store_positions',
  sql`
    with input as (
      select * from json_to_recordset(${sql.placeholder('points')}::json) as x(
        vehicle_id uuid, recorded_at timestamptz, lat float8, lon float8,
        speed_kmh real, heading real, altitude_m real, accuracy_m real, battery_pct real, suspect boolean)
    ),
    confirmed as (
      update positions p set suspect = false
      from json_to_recordset(${sql.placeholder('confirmed')}::json) as c(vehicle_id uuid, recorded_at timestamptz)
      where p.vehicle_id = c.vehicle_id and p.recorded_at = c.recorded_at
      returning p.id, p.vehicle_id, p.recorded_at, p.lat, p.lon, p.speed_kmh, p.heading, p.received_at
    ),
    inserted as (
      insert into positions (vehicle_id, recorded_at, lat, lon, speed_kmh, heading, altitude_m, accuracy_m, battery_pct, suspect)
      select vehicle_id, recorded_at, lat, lon, speed_kmh, heading, altitude_m, accuracy_m, battery_pct, suspect
      from input
      -- One order of index locks for every batch (several processes write at once).
      order by vehicle_id, recorded_at
      on conflict do nothing
      returning id, vehicle_id, recorded_at, lat, lon, speed_kmh, heading, received_at, suspect
    ),
    latest as (
      insert into latest_positions (vehicle_id, position_id, recorded_at, lat, lon, speed_kmh, heading, received_at)
      select distinct on (vehicle_id) vehicle_id, id, recorded_at, lat, lon, speed_kmh, heading, received_at from (
        select id, vehicle_id, recorded_at, lat, lon, speed_kmh, heading, received_at from inserted where not suspect
        union all
        select * from confirmed
      ) trusted order by vehicle_id, recorded_at desc
      on conflict (vehicle_id) do update set
        position_id = excluded.position_id, recorded_at = excluded.recorded_at, lat = excluded.lat, lon = excluded.lon,
        speed_kmh = excluded.speed_kmh, heading = excluded.heading, received_at = excluded.received_at
      where excluded.recorded_at > latest_positions.recorded_at
    )
    select id, vehicle_id, recorded_at, suspect from inserted`,
);
