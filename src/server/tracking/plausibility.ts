/**
 * Which fixes may move a vehicle's current position. A fix farther from the vehicle's last trusted
 * fix than 250 km/h × the time between them (plus a kilometre of GPS noise) is stored marked
 * `suspect`: the current position (latest_positions), the ETA, the share link and the live map
 * ignore it. The elapsed time makes a real drive after a gap in coverage plausible: an hour without
 * coverage allows 250 km. The next fix confirms a suspect one (clears its mark and moves the
 * position) only when it is plausible from the suspect fix and not from the trusted one, so the
 * real tracker's next point, still near the trusted fix, wins over a single forged jump. A fix older
 * than the trusted one never moves the position; it is marked when implausible from the trusted fix
 * (a forged point in the trail, or in the ETA's speed window, would mislead as much).
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

/**
 * Judges a vehicle's new fixes in device-time order (a batch may arrive out of order); returns each
 * with its mark, and the suspect fix (stored earlier or in this batch) that a later fix confirmed.
 */
export function judgeFixes<P extends Fix>(state: VehicleTrust, points: readonly P[]) {
  let { trusted, pending } = state;
  let confirmed: Fix | null = null;
  const judged: Judged<P>[] = [];
  const inOrder = [...points].sort((a, b) => a.recordedAt.getTime() - b.recordedAt.getTime());
  for (const point of inOrder) {
    if (!trusted) {
      trusted = point;
      judged.push({ point, suspect: false });
    } else if (point.recordedAt <= trusted.recordedAt) {
      judged.push({ point, suspect: !plausibleJump(trusted, point) });
    } else if (plausibleJump(trusted, point)) {
      trusted = point;
      if (pending && pending.recordedAt <= point.recordedAt) pending = null;
      judged.push({ point, suspect: false });
    } else if (pending && pending.recordedAt < point.recordedAt && plausibleJump(pending, point)) {
      const earlier = judged.find((entry) => entry.point === pending);
      if (earlier) earlier.suspect = false;
      else confirmed = pending;
      trusted = point;
      pending = null;
      judged.push({ point, suspect: false });
    } else {
      if (!pending || pending.recordedAt < point.recordedAt) pending = point;
      judged.push({ point, suspect: true });
    }
  }
  return { judged, confirmed };
}
