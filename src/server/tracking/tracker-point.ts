/**
 * One position a tracker reported, in our units, and the checks every position passes before it is
 * stored: coordinates on the globe, a device time that is neither far in the future nor impossible,
 * measurements a real column can hold (a value no database takes is the sender's error, 400, never
 * a 503 that has the tracker retry it for ever), and a device id the database can compare. A time a
 * few seconds ahead of ours is bounded by our receive time, so a point from the future cannot pin
 * the vehicle's position against the real tracker's next one (it would sort after it).
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
/** Clock drift we keep as reported; a device time further ahead is stored as our receive time. */
export const futureToleranceMs = 5_000;

/** Far beyond any vehicle and any phone's reading, far within a 4-byte real (which overflows near 3.4e38). */
export const measurementLimits = {
  speed: { min: 0, max: 10_000 },
  altitude: { min: -12_000, max: 100_000 },
  accuracy: { min: 0, max: 20_000_000 },
} as const;

function outOfRange(value: number | null, { min, max }: { min: number; max: number }): boolean {
  return value !== null && !(value >= min && value <= max);
}

/** Why a point cannot be stored, or null when it can. */
export function pointProblem(point: TrackerPoint, now: Date): string | null {
  if (!Number.isFinite(point.lat) || Math.abs(point.lat) > 90) return 'latitude out of range';
  if (!Number.isFinite(point.lon) || Math.abs(point.lon) > 180) return 'longitude out of range';
  const time = point.recordedAt.getTime();
  if (Number.isNaN(time)) return 'malformed timestamp';
  if (time > now.getTime() + maxFutureMs) return 'timestamp in the future';
  if (time < earliestTime) return 'timestamp too old';
  if (outOfRange(point.speedKmh, measurementLimits.speed)) return 'speed out of range';
  if (outOfRange(point.altitudeM, measurementLimits.altitude)) return 'altitude out of range';
  if (outOfRange(point.accuracyM, measurementLimits.accuracy)) return 'accuracy out of range';
  for (const [name, value] of [
    ['heading', point.heading],
    ['battery', point.batteryPct],
  ] as const)
    if (value !== null && !Number.isFinite(value)) return `${name} out of range`;
  return null;
}

/** Why a device id cannot be looked up (text in the database holds no NUL, no lone surrogate), or null. */
export function deviceIdProblem(deviceId: string): string | null {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  return /[\u0000-\u001f\u007f]/.test(deviceId) || !deviceId.isWellFormed() ? 'malformed device id' : null;
}

/** The point with its device time bounded by our receive time (`now`) when it is ahead by more than the tolerance. */
export function boundedByReceipt(point: TrackerPoint, now: Date): TrackerPoint {
  return point.recordedAt.getTime() > now.getTime() + futureToleranceMs ? { ...point, recordedAt: now } : point;
}

export function refused(reason: string): Parsed {
  return { ok: false, reason };
}

/** The report (its points bounded by our receive time), or the first problem of its device id or one of its points. */
export function checked(report: TrackerReport, now: Date): Parsed {
  const problem = deviceIdProblem(report.deviceId) ?? report.points.map((point) => pointProblem(point, now)).find(Boolean);
  if (problem) return refused(problem);
  return { ok: true, report: { deviceId: report.deviceId, points: report.points.map((point) => boundedByReceipt(point, now)) } };
}
