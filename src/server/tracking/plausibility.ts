/**
 * Which fixes may move a vehicle's current position. A fix farther from the vehicle's last trusted
 * fix than 250 km/h × the time between them (plus a kilometre of GPS noise) is stored marked
 * `suspect`: the current position (latest_positions), the ETA, the share link and the live map
 * ignore it. The elapsed time makes a real drive after a gap in coverage plausible: an hour without
 * coverage allows 250 km. A later fix that is plausible from the newest suspect fix (`pending`)
 * confirms it: its mark is cleared and the newer of the two becomes the trusted fix. So a real jump
 * (a ferry, a tracker moved to another vehicle) costs one fix, while the real tracker's next point,
 * near the trusted fix and far from a forged one, keeps the forged one marked. Fixes that arrive out
 * of order (a batch, two requests) reach the same result: a fix plausible from the trusted one that
 * also agrees with a newer pending fix confirms it. A fix older than the trusted one never moves the
 * position; it is marked when implausible from the trusted fix (a forged point in the trail or in
 * the ETA's speed window would mislead as much).
 */
import { haversineKm, type GeoPoint } from '@/lib/eta';

export const maxPlausibleKmh = 250;
/** Two fixes this close are plausible however short the time between them (GPS noise, a fix after a tunnel). */
export const noiseKm = 1;

export interface Fix extends GeoPoint {
  recordedAt: Date;
}

/** Whether `to` could follow `from` (in either order) at no more than maxPlausibleKmh. */
export function plausibleJump(from: Fix, to: Fix): boolean {
  const hours = Math.abs(to.recordedAt.getTime() - from.recordedAt.getTime()) / 3_600_000;
  return haversineKm(from, to) <= noiseKm + maxPlausibleKmh * hours;
}

/** A vehicle's state before a batch: its last trusted fix and the newest suspect fix after it. */
export interface VehicleTrust {
  trusted: Fix | null;
  pending: Fix | null;
}

export interface Judged<P extends Fix> {
  point: P;
  suspect: boolean;
}

const newer = (a: Fix, b: Fix) => (a.recordedAt > b.recordedAt ? a : b);

/**
 * Judges a vehicle's new fixes in device-time order (a batch may arrive out of order); returns each
 * with its mark, and the stored suspect fix that a fix of this batch confirmed (its mark cleared, and
 * the latest position moved to it when it is the newer).
 */
export function judgeFixes<P extends Fix>(state: VehicleTrust, points: readonly P[]) {
  let { trusted, pending } = state;
  let confirmed: Fix | null = null;
  const judged: Judged<P>[] = [];
  const inOrder = [...points].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
  for (const point of inOrder) {
    if (trusted && point.recordedAt <= trusted.recordedAt) {
      judged.push({ point, suspect: !plausibleJump(trusted, point) });
      continue;
    }
    // The same fix sent again (a retry) never confirms itself.
    const agrees = pending !== null && pending.recordedAt.getTime() !== point.recordedAt.getTime() && plausibleJump(pending, point);
    if (trusted && !plausibleJump(trusted, point) && !agrees) {
      if (!pending || pending.recordedAt < point.recordedAt) pending = point;
      judged.push({ point, suspect: true });
      continue;
    }
    judged.push({ point, suspect: false });
    trusted = point;
    if (pending && agrees) {
      const earlier = judged.find((entry) => entry.point === pending);
      if (earlier) earlier.suspect = false;
      else confirmed = pending;
      trusted = newer(point, pending);
      pending = null;
    } else if (pending && pending.recordedAt <= point.recordedAt) pending = null;
  }
  return { judged, confirmed };
}
