/**
 * Two hours of tracker positions for a demo vehicle, one a minute: driving part of a route between
 * two places (a straight line bent like a road, with GPS noise and a coffee break), or parked.
 */
import { along, bearing, distanceKm, type Point } from './geo';
import type { Random } from './random';

export interface TrackPoint {
  recordedAt: Date;
  lat: number;
  lon: number;
  speedKmh: number;
  heading: number;
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

export function driveTrack(random: Random, from: Point, to: Point, end: Date, count = 120): TrackPoint[] {
  const total = distanceKm(from, to);
  const cruise = random.float(62, 82);
  // Start somewhere along the way so most vehicles are still driving at the end.
  let done = random.float(0, Math.max(0, total - 140));
  const breakAt = random.int(15, 95);
  const breakLength = random.chance(0.6) ? random.int(8, 18) : 0;
  const waves = random.int(2, 4);
  const bend = total * random.float(0.015, 0.035) * (random.chance(0.5) ? 1 : -1);
  let heading = bearing(from, to);
  let previous: Point | undefined;
  const points: TrackPoint[] = [];
  for (let i = 0; i < count; i++) {
    const resting = i >= breakAt && i < breakAt + breakLength;
    const arrived = done >= total;
    const speed = resting || arrived ? 0 : Math.min(90, Math.max(5, cruise + random.float(-18, 12)));
    const t = Math.min(1, done / total);
    const road = along(from, to, t, Math.sin(t * Math.PI * waves) * bend);
    const jitter = speed > 0 ? 0.00015 : 0.00002;
    const here = { lat: road.lat + random.float(-jitter, jitter), lon: road.lon + random.float(-jitter, jitter) };
    if (previous && speed > 0) heading = bearing(previous, here);
    points.push({
      recordedAt: new Date(end.getTime() - (count - 1 - i) * 60_000),
      lat: round(here.lat, 6),
      lon: round(here.lon, 6),
      speedKmh: round(speed, 1),
      heading: round(heading, 0),
    });
    previous = here;
    done += speed / 60;
  }
  return points;
}

/** A vehicle standing in its yard: engine off, only GPS drift. */
export function parkedTrack(random: Random, at: Point, end: Date, count = 120): TrackPoint[] {
  const yard = { lat: at.lat + random.float(-0.01, 0.01), lon: at.lon + random.float(-0.01, 0.01) };
  const heading = random.int(0, 359);
  return Array.from({ length: count }, (_, i) => ({
    recordedAt: new Date(end.getTime() - (count - 1 - i) * 60_000),
    lat: round(yard.lat + random.float(-0.00002, 0.00002), 6),
    lon: round(yard.lon + random.float(-0.00002, 0.00002), 6),
    speedKmh: 0,
    heading,
  }));
}
