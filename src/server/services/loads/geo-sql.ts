/**
 * Distances to a load's loading or delivery place in SQL: great-circle km (haversine), and the
 * longitude/latitude box around a circle, which the GiST index on the OPEN loads' loading point
 * (migration 0005) answers before the exact distance is computed for the few rows inside it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { transports } from '../../db/schema';

const earthRadiusKm = 6371;
const kmPerDegree = (Math.PI * earthRadiusKm) / 180;

export interface Point {
  lat: number;
  lon: number;
}
export type LoadEnd = 'loading' | 'delivery';

const columns = {
  loading: { lat: transports.loadingLat, lon: transports.loadingLon },
  delivery: { lat: transports.deliveryLat, lon: transports.deliveryLon },
};

/** Km from a point to the load's place at this end (null when the load has no coordinates). */
export function distanceKm(end: LoadEnd, from: Point): SQL<number> {
  const { lat, lon } = columns[end];
  return sql<number>`(${2 * earthRadiusKm}::float8 * asin(sqrt(
    power(sin(radians(${lat} - ${from.lat}::float8) / 2), 2)
    + cos(radians(${from.lat}::float8)) * cos(radians(${lat})) * power(sin(radians(${lon} - ${from.lon}::float8) / 2), 2)
  )))`;
}

/** The place as a point (lon, lat): the expression the loading GiST index is built on. */
export function placePoint(end: LoadEnd): SQL {
  const { lat, lon } = columns[end];
  return sql`point(${lon}, ${lat})`;
}

/** Loads whose place at this end lies in the box around a circle of `radiusKm` (a superset of the circle). */
export function inBox(end: LoadEnd, center: Point, radiusKm: number): SQL {
  const dLat = radiusKm / kmPerDegree;
  const cos = Math.cos((Math.min(89, Math.abs(center.lat) + dLat) * Math.PI) / 180);
  const dLon = Math.min(180, radiusKm / (kmPerDegree * Math.max(cos, 0.01)));
  const low = sql`point(${center.lon - dLon}::float8, ${center.lat - dLat}::float8)`;
  const high = sql`point(${center.lon + dLon}::float8, ${center.lat + dLat}::float8)`;
  return sql`${placePoint(end)} <@ box(${low}, ${high})`;
}

/** Loads whose place at this end is within `radiusKm` of the point. */
export function within(end: LoadEnd, center: Point, radiusKm: number): SQL {
  return sql`(${inBox(end, center, radiusKm)} and ${distanceKm(end, center)} <= ${radiusKm}::float8)`;
}
