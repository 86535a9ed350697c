/** Position history past POSITIONS_RETENTION_DAYS is pruned; each vehicle's latest position stays, however old. */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { positions } from '@/server/db/schema';
import { cleanUp } from '@/server/services/maintenance/maintenance';
import { prunePositions } from '@/server/tracking/retention';
import { testDatabaseKind, testDatabaseUrl, useTestDatabase } from './helpers/database';
import { latestOf, storedPositions, trackedVehicle } from './helpers/trackers';

const db = useTestDatabase();
const dayMs = 86_400_000;

/** A position recorded and received `daysAgo` days ago. */
const row = (vehicleId: string, daysAgo: number, lat: number) => {
  const at = new Date(Date.now() - daysAgo * dayMs);
  return { vehicleId, recordedAt: at, receivedAt: at, lat, lon: 19 };
};

describe(`position retention on ${testDatabaseKind}`, () => {
  it('deletes positions older than the window, keeps newer ones and every latest position', async () => {
    const active = await trackedVehicle(db());
    const quiet = await trackedVehicle(db());
    await db()
      .insert(positions)
      .values([row(active.vehicleId, 40, 1), row(active.vehicleId, 31, 2), row(active.vehicleId, 29, 3), row(active.vehicleId, 1, 4)]);
    await db()
      .insert(positions)
      .values([row(quiet.vehicleId, 60, 5), row(quiet.vehicleId, 50, 6)]);
    // Each vehicle's latest position, as the writer keeps it: the quiet vehicle's is 50 days old.
    await db().execute(sql`
      insert into latest_positions (vehicle_id, position_id, recorded_at, lat, lon)
      select distinct on (vehicle_id) vehicle_id, id, recorded_at, lat, lon from positions order by vehicle_id, recorded_at desc`);

    expect(await prunePositions(db(), new Date(), 30)).toBe(3);
    expect((await storedPositions(db(), active.vehicleId)).map((p) => p.lat)).toEqual([3, 4]);
    expect((await storedPositions(db(), quiet.vehicleId)).map((p) => p.lat)).toEqual([6]);
    expect((await latestOf(db(), quiet.vehicleId))?.lat).toBe(6);
  });

  it('keeps everything with a retention of 0, and runs in the hourly maintenance', async () => {
    const vehicle = await trackedVehicle(db());
    await db()
      .insert(positions)
      .values([row(vehicle.vehicleId, 400, 7), row(vehicle.vehicleId, 2, 8)]);
    expect(await prunePositions(db(), new Date(), 0)).toBe(0);
    expect(await storedPositions(db(), vehicle.vehicleId)).toHaveLength(2);
    await cleanUp(db());
    expect((await storedPositions(db(), vehicle.vehicleId)).map((p) => p.lat)).toEqual([8]);
  });

  it.runIf(testDatabaseKind === 'postgres')('skips when another process holds the prune lock', async () => {
    const pg = await import('pg');
    const other = new pg.default.Client({ connectionString: testDatabaseUrl(db()) });
    await other.connect();
    const vehicle = await trackedVehicle(db());
    await db()
      .insert(positions)
      .values([row(vehicle.vehicleId, 90, 9)]);
    await other.query('begin');
    await other.query('select pg_advisory_xact_lock(724515)');
    expect(await prunePositions(db(), new Date(), 30)).toBe(0);
    await other.query('commit');
    await other.end();
    expect(await prunePositions(db(), new Date(), 30)).toBe(1);
  });
});
