/**
 * One batch of tracker reports in one transaction of three statements: the first two (store-trust.ts)
 * match the devices to vehicles by tracker id, lock those vehicles (in id order, as every batch does:
 * several processes write at once) and read what plausibility.ts needs (each one's trusted latest
 * position and the newest suspect point after it); the third inserts every point with its mark (a point
 * already stored — same vehicle and device time — is skipped), clears the mark of a suspect point a
 * later fix confirmed, and moves each vehicle's latest position forward with its trusted points
 * only, never back. The points travel as one JSON parameter (json_to_recordset): the same on PGlite
 * and PostgreSQL, whatever the batch's size, and cheaper to build than ten parameters a row.
 */
import type { Db } from '../db/client';
import { judgeFixes } from './plausibility';
import { readTrust, type VehicleOfDevice } from './store-trust';
import { insertStatement } from './store-insert';
import type { TrackerPoint, TrackerReport } from './tracker-point';

export type ReportOutcome = 'stored' | 'unknownDevice';

export interface StoredRow {
  id: number;
  vehicleId: string;
  recordedAt: Date;
}

export interface BatchResult {
  outcomes: ReportOutcome[];
  /** The rows this batch inserted (duplicates and suspect points left out), for whoever follows new positions. */
  inserted: StoredRow[];
}

interface InsertedRow {
  id: string | number;
  vehicle_id: string;
  recorded_at: string | Date;
  suspect: boolean;
}

/** Each vehicle's points of the batch, judged; and the stored suspect points they confirmed. */
function judgeBatch(reports: readonly TrackerReport[], vehicles: ReadonlyMap<string, VehicleOfDevice>) {
  const byVehicle = new Map<VehicleOfDevice, TrackerPoint[]>();
  for (const { deviceId, points } of reports) {
    const vehicle = vehicles.get(deviceId);
    if (vehicle) byVehicle.set(vehicle, [...(byVehicle.get(vehicle) ?? []), ...points]);
  }
  const rows = [];
  const confirmed = [];
  for (const [vehicle, points] of byVehicle) {
    const judgement = judgeFixes(vehicle, points);
    for (const { point, suspect } of judgement.judged) rows.push({ vehicle_id: vehicle.id, ...columnsOf(point), suspect });
    if (judgement.confirmed) confirmed.push({ vehicle_id: vehicle.id, recorded_at: judgement.confirmed.recordedAt.toISOString() });
  }
  return { rows, confirmed };
}

const columnsOf = (point: TrackerPoint) => ({
  recorded_at: point.recordedAt.toISOString(),
  lat: point.lat,
  lon: point.lon,
  speed_kmh: point.speedKmh,
  heading: point.heading,
  altitude_m: point.altitudeM,
  accuracy_m: point.accuracyM,
  battery_pct: point.batteryPct,
});

export async function storeBatch(db: Db, reports: readonly TrackerReport[]): Promise<BatchResult> {
  const devices = [...new Set(reports.map((report) => report.deviceId))];
  return db.transaction(async (tx) => {
    const vehicles = await readTrust(tx, devices);
    const { rows, confirmed } = judgeBatch(reports, vehicles);
    const result = rows.length
      ? ((await insertStatement(tx).execute({ points: JSON.stringify(rows), confirmed: JSON.stringify(confirmed) })) as unknown as {
          rows: InsertedRow[];
        })
      : { rows: [] };
    return {
      outcomes: reports.map((report) => (vehicles.has(report.deviceId) ? 'stored' : 'unknownDevice')),
      inserted: result.rows
        .filter((row) => !row.suspect)
        .map((row) => ({ id: Number(row.id), vehicleId: row.vehicle_id, recordedAt: new Date(row.recorded_at) })),
    };
  });
}
