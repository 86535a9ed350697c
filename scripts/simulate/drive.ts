/**
 * A simulated vehicle: drives its road there and back at a smoothly varying speed, stops a few
 * minutes at each end, and reports where it is; a vehicle in its yard or the workshop stands still
 * with GPS drift. Pure and deterministic (the start depends only on the tracker id), for tests.
 */
import { bearing, distanceKm, type Point } from '../../src/server/seed/geo';

export interface Route {
  points: Point[];
  /** Distance from the start to each point, km. */
  at: number[];
  totalKm: number;
}

export function routeOf(points: Point[]): Route {
  const at = [0];
  for (let i = 1; i < points.length; i++) at.push((at[i - 1] ?? 0) + distanceKm(points[i - 1] as Point, points[i] as Point));
  return { points, at, totalKm: at.at(-1) ?? 0 };
}

/** The point `km` along the route, and the heading of its segment (driving forward). */
export function pointAlong(route: Route, km: number): Point & { heading: number } {
  const clamped = Math.min(Math.max(km, 0), route.totalKm);
  let i = 1;
  while (i < route.points.length - 1 && (route.at[i] ?? 0) < clamped) i++;
  const a = route.points[i - 1] as Point;
  const b = (route.points[i] ?? a) as Point;
  const length = (route.at[i] ?? 0) - (route.at[i - 1] ?? 0);
  const t = length > 0 ? (clamped - (route.at[i - 1] ?? 0)) / length : 0;
  return { lat: a.lat + (b.lat - a.lat) * t, lon: a.lon + (b.lon - a.lon) * t, heading: bearing(a, b) };
}

/** A number in [0, 1) from a string: the same tracker id always starts at the same place. */
export function hashUnit(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

export interface Report extends Point {
  speedKmh: number;
  heading: number;
}

export interface SimulatedVehicle {
  trackerId: string;
  route: Route;
  /** Stands still (its yard or the workshop). */
  parked: boolean;
  km: number;
  direction: 1 | -1;
  /** Until when (ms) it waits at an end of its road. */
  waitUntil: number;
  cruiseKmh: number;
  heading: number;
}

const waitAtEndMs = 3 * 60_000;

export function createVehicle(trackerId: string, points: Point[], parked: boolean): SimulatedVehicle {
  const route = routeOf(points);
  const unit = hashUnit(trackerId);
  return {
    trackerId,
    route,
    parked,
    km: parked ? 0 : route.totalKm * (0.05 + 0.55 * unit),
    direction: 1,
    waitUntil: 0,
    cruiseKmh: 62 + 20 * hashUnit(`${trackerId}:speed`),
    heading: pointAlong(route, 0).heading,
  };
}

/** Moves the vehicle `seconds` on to `nowMs` and returns what its tracker reports. */
export function advance(vehicle: SimulatedVehicle, seconds: number, nowMs: number): Report {
  const wobble = 0.00002 * Math.sin(nowMs / 7_000 + vehicle.cruiseKmh);
  if (vehicle.parked || nowMs < vehicle.waitUntil) {
    const here = pointAlong(vehicle.route, vehicle.km);
    return { lat: here.lat + wobble, lon: here.lon - wobble, speedKmh: 0, heading: vehicle.heading };
  }
  // Speed drifts smoothly around the vehicle's cruise (traffic, hills), never below 40 km/h.
  const speedKmh = vehicle.cruiseKmh + 14 * Math.sin(nowMs / 95_000 + vehicle.cruiseKmh);
  vehicle.km = Math.min(Math.max(vehicle.km + (vehicle.direction * speedKmh * seconds) / 3600, 0), vehicle.route.totalKm);
  const here = pointAlong(vehicle.route, vehicle.km);
  vehicle.heading = vehicle.direction === 1 ? here.heading : (here.heading + 180) % 360;
  const arrived = vehicle.direction === 1 ? vehicle.km >= vehicle.route.totalKm : vehicle.km <= 0;
  if (arrived) {
    // Unload (or load), then drive back.
    vehicle.direction = vehicle.direction === 1 ? -1 : 1;
    vehicle.waitUntil = nowMs + waitAtEndMs;
  }
  return { lat: here.lat + wobble, lon: here.lon + wobble, speedKmh: arrived ? 0 : speedKmh, heading: vehicle.heading };
}
