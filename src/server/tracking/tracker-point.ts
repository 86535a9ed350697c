/**
 * One position a tracker reported, in our units, and the checks every position passes before it is
 * stored: coordinates on the globe, a device time that is neither in the future nor impossible.
 */

export interface TrackerPoint {
  /** The device's time of the fix. */
  recordedAt: Date;
  lat: number;
  lon: number;
  speedKmh: number | null;
  heading: number | null;
  altitudeM: number | null;
  accuracyM: number | null;
  batteryPct: number | null;
}

/** What one request reported: its device, and its positions (none for a heartbeat or a fix marked invalid). */
export interface TrackerReport {
  deviceId: string;
  points: TrackerPoint[];
}

export type Parsed = { ok: true; report: TrackerReport } | { ok: false; reason: string };

/** A device clock this far ahead of ours is wrong (GPS time is accurate; phones drift by seconds). */
export const maxFutureMs = 5 * 60_000;
/** Before this no tracker of ours reported anything: a GPS week rollover or a clock never set. */
export const earliestTime = Date.UTC(2000, 0, 1);

/** Why a point cannot be stored, or null when it can. */
export function pointProblem(point: TrackerPoint, now: Date): string | null {
  if (!Number.isFinite(point.lat) || Math.abs(point.lat) > 90) return 'latitude out of range';
  if (!Number.isFinite(point.lon) || Math.abs(point.lon) > 180) return 'longitude out of range';
  const time = point.recordedAt.getTime();
  if (Number.isNaN(time)) return 'malformed timestamp';
  if (time > now.getTime() + maxFutureMs) return 'timestamp in the future';
  if (time < earliestTime) return 'timestamp too old';
  return null;
}

export function refused(reason: string): Parsed {
  return { ok: false, reason };
}

/** The report, or the first problem of one of its points. */
export function checked(report: TrackerReport, now: Date): Parsed {
  for (const point of report.points) {
    const problem = pointProblem(point, now);
    if (problem) return refused(problem);
  }
  return { ok: true, report };
}
