/** Great-circle helpers for demo routes and tracks (plenty accurate at Balkan distances). */
import { findPlace, type Place } from '@/lib/gazetteer';
import { unwrap } from '@/lib/utils';

const earthKm = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

export interface Point {
  lat: number;
  lon: number;
}

export function place(name: string): Place {
  return unwrap(findPlace(name), `${name} is in the gazetteer`);
}

export function distanceKm(a: Point, b: Point): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthKm * Math.asin(Math.sqrt(h));
}

/** Compass bearing from a to b, 0–360° (0 = north). */
export function bearing(a: Point, b: Point): number {
  const y = Math.sin(rad(b.lon - a.lon)) * Math.cos(rad(b.lat));
  const x = Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) - Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lon - a.lon));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/**
 * The point a fraction `t` of the way from a to b, pushed `sideKm` to the right of the line:
 * enough to make a straight line look like a road.
 */
export function along(a: Point, b: Point, t: number, sideKm = 0): Point {
  const lat = a.lat + (b.lat - a.lat) * t;
  const lon = a.lon + (b.lon - a.lon) * t;
  const course = rad(bearing(a, b) + 90);
  return {
    lat: lat + (sideKm * Math.cos(course)) / 111.32,
    lon: lon + (sideKm * Math.sin(course)) / (111.32 * Math.cos(rad(lat))),
  };
}
