/**
 * One batch of tracker reports in one transaction: the devices matched to vehicles by tracker id,
 * every point inserted in one multi-row INSERT (a point already stored — same vehicle and device
 * time — is skipped), and each vehicle's latest position moved forward in one upsert, never back.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { latestPositions, positions, vehicles } from '../db/schema';
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

type Inserted = typeof positions.$inferSelect;

/** The newest inserted point of each vehicle, in vehicle order (one lock order for every batch). */
function newestPerVehicle(rows: Inserted[]): Inserted[] {
  const newest = new Map<string, Inserted>();
  for (const row of rows) {
    const seen = newest.get(row.vehicleId);
    if (!seen || row.recordedAt > seen.recordedAt) newest.set(row.vehicleId, row);
  }
  return [...newest.values()].sort((a, b) => (a.vehicleId < b.vehicleId ? -1 : 1));
}

export async function storeBatch(db: Db, reports: readonly TrackerReport[]): Promise<BatchResult> {
  return db.transaction(async (tx) => {
    const trackerIds = [...new Set(reports.map((report) => report.deviceId))];
    const found = await tx
      .select({ id: vehicles.id, trackerId: vehicles.trackerId })
      .from(vehicles)
      .where(inArray(vehicles.trackerId, trackerIds));
    const vehicleOf = new Map(found.map((vehicle) => [vehicle.trackerId, vehicle.id]));
    const rows = reports.flatMap((report) => {
      const vehicleId = vehicleOf.get(report.deviceId);
      return vehicleId ? report.points.map((point) => ({ vehicleId, ...point })) : [];
    });
    // Sorted by the unique key, so concurrent batches (several processes) take index locks in one order.
    rows.sort((a, b) =>
      a.vehicleId === b.vehicleId ? a.recordedAt.getTime() - b.recordedAt.getTime() : a.vehicleId < b.vehicleId ? -1 : 1,
    );
    const inserted = rows.length === 0 ? [] : await tx.insert(positions).values(rows).onConflictDoNothing().returning();
    const latest = newestPerVehicle(inserted);
    if (latest.length > 0) {
      await tx
        .insert(latestPositions)
        .values(
          latest.map((row) => ({
            vehicleId: row.vehicleId,
            positionId: row.id,
            recordedAt: row.recordedAt,
            lat: row.lat,
            lon: row.lon,
            speedKmh: row.speedKmh,
            heading: row.heading,
            receivedAt: row.receivedAt,
          })),
        )
        .onConflictDoUpdate({
          target: latestPositions.vehicleId,
          set: {
            positionId: sql`excluded.position_id`,
            recordedAt: sql`excluded.recorded_at`,
            lat: sql`excluded.lat`,
            lon: sql`excluded.lon`,
            speedKmh: sql`excluded.speed_kmh`,
            heading: sql`excluded.heading`,
            receivedAt: sql`excluded.received_at`,
          },
          setWhere: sql`excluded.recorded_at > ${latestPositions.recordedAt}`,
        });
    }
    return {
      outcomes: reports.map((report) => (vehicleOf.has(report.deviceId) ? 'stored' : 'unknownDevice')),
      inserted: inserted.map(({ id, vehicleId, recordedAt }) => ({ id, vehicleId, recordedAt })),
    };
  });
}
