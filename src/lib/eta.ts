/**
 * How far the hired vehicle still has to go and when it arrives (issue 11, "the customer follows the
 * load"). Pure functions, shared by the server and tests:
 * - distance left = great-circle (haversine) km from the latest position to the delivery point × 1.25,
 *   the usual ratio of road to straight-line distance on European roads;
 * - speed = the mean of the vehicle's moving samples over the 30 minutes before its latest position
 *   (stops under 5 km/h ignored; the tracker's reported speed, else distance / time between points),
 *   clamped to 15–90 km/h; 60 km/h when there is no moving sample;
 * - ETA = now + distance left / speed. A position older than 5 minutes is "quiet": no ETA, only when
 *   it was last seen.
 */
export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface TrackPoint extends GeoPoint {
  recordedAt: Date;
  speedKmh: number | null;
}

export const etaRules = {
  roadFactor: 1.25,
  speedWindowMs: 30 * 60_000,
  stopBelowKmh: 5,
  minSpeedKmh: 15,
  maxSpeedKmh: 90,
  fallbackSpeedKmh: 60,
  quietAfterMs: 5 * 60_000,
} as const;

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Road km left: the straight line × the road factor. */
export function distanceLeftKm(from: GeoPoint, to: GeoPoint): number {
  return haversineKm(from, to) * etaRules.roadFactor;
}

/** Each moving sample's speed: the reported one, else the distance / time from the point before. */
function movingSpeeds(points: readonly TrackPoint[]): number[] {
  const speeds: number[] = [];
  points.forEach((point, index) => {
    const previous = points[index - 1];
    let speed = point.speedKmh;
    if (speed === null && previous) {
      const hours = (point.recordedAt.getTime() - previous.recordedAt.getTime()) / 3_600_000;
      speed = hours > 0 ? haversineKm(previous, point) / hours : null;
    }
    if (speed !== null && Number.isFinite(speed) && speed >= etaRules.stopBelowKmh) speeds.push(speed);
  });
  return speeds;
}

/** The vehicle's recent average speed in km/h (see the header), from its points in time order. */
export function recentSpeedKmh(points: readonly TrackPoint[]): number {
  const last = points.at(-1);
  if (!last) return etaRules.fallbackSpeedKmh;
  const since = last.recordedAt.getTime() - etaRules.speedWindowMs;
  const speeds = movingSpeeds(points.filter((point) => point.recordedAt.getTime() >= since));
  if (speeds.length === 0) return etaRules.fallbackSpeedKmh;
  const mean = speeds.reduce((sum, speed) => sum + speed, 0) / speeds.length;
  return Math.min(etaRules.maxSpeedKmh, Math.max(etaRules.minSpeedKmh, mean));
}

/** Live, or quiet when the latest position is older than `quietAfterMs`. */
export function isQuiet(recordedAt: Date, now: Date): boolean {
  return now.getTime() - recordedAt.getTime() > etaRules.quietAfterMs;
}

/** Arrival time: now + distance / speed. */
export function etaFrom(now: Date, distanceKm: number, speedKmh: number): Date {
  return new Date(now.getTime() + (distanceKm / speedKmh) * 3_600_000);
}

/**
 * The city of an address as the wizard writes it ("Titova 25, 71000 Sarajevo, BA" → "Sarajevo"): the last
 * part that is not a two-letter country code, without its postal code.
 */
export function cityOf(address: string): string {
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const place = parts.findLast((part) => !/^[A-Z]{2}$/.test(part)) ?? '';
  return place.replace(/^[A-Z]{0,2}-?\d{3,6}\s+/, '');
}
