/**
 * A vehicle's track over a chosen time (issue 29): the distance it drove and where it stood still.
 * Pure, shared by the server (live.history answers with them) and tested at each limit.
 */

export interface TrackColumns {
  /** Milliseconds since the epoch, oldest first. */
  time: ArrayLike<number>;
  lon: ArrayLike<number>;
  lat: ArrayLike<number>;
}

export interface TrackStop {
  /** The first and last report at the place (ms). */
  from: number;
  to: number;
  lon: number;
  lat: number;
}

/** A stop is longer than this. */
export const stopMinMs = 10 * 60_000;
/** Reports within this distance of the stop's first one are the same place (GPS drifts while parked). */
export const stopRadiusM = 100;

const earthRadiusM = 6_371_008.8;
const radians = Math.PI / 180;

/** The great-circle distance between two points, in metres. */
export function distanceM(lon1: number, lat1: number, lon2: number, lat2: number): number {
  const dLat = (lat2 - lat1) * radians;
  const dLon = (lon2 - lon1) * radians;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * radians) * Math.cos(lat2 * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The sum of the distances between consecutive reports. */
export function trackDistanceM({ lon, lat }: TrackColumns): number {
  let total = 0;
  for (let i = 1; i < lon.length; i++) total += distanceM(lon[i - 1]!, lat[i - 1]!, lon[i]!, lat[i]!);
  return total;
}

/**
 * The places the vehicle stayed longer than `stopMinMs`: runs of reports within `stopRadiusM` of the
 * run's first one (a tracker that stops reporting while parked makes a run of two).
 */
export function trackStops({ time, lon, lat }: TrackColumns): TrackStop[] {
  const stops: TrackStop[] = [];
  let start = 0;
  while (start < time.length) {
    let end = start;
    while (end + 1 < time.length && distanceM(lon[start]!, lat[start]!, lon[end + 1]!, lat[end + 1]!) <= stopRadiusM) end++;
    if (time[end]! - time[start]! > stopMinMs) stops.push({ from: time[start]!, to: time[end]!, lon: lon[start]!, lat: lat[start]! });
    start = end + 1;
  }
  return stops;
}
