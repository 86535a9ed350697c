/**
 * The JSON body of the current Traccar Client (built on a background-geolocation library):
 * `{ device_id, location: { timestamp, coords: { latitude, longitude, speed (m/s), heading,
 * altitude, accuracy }, is_moving, odometer, battery: { level (0–1), is_charging }, activity, event } }`.
 * `location` may also be an array (the library's batch upload): then every location must be sound,
 * or none is stored.
 */
import { batteryPercent, kmhPerMps, normalizeHeading, parseDateTime, unknownIfNegative } from './osmand-values';
import { checked, refused, type Parsed, type TrackerPoint } from './tracker-point';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

class Malformed extends Error {}

/** A number field: absent (or null) is undefined; anything but a finite number is malformed. */
function numberAt(object: Json, key: string): number | undefined {
  const value = object[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Malformed(`malformed ${key}`);
  return value;
}

function required(value: number | undefined, key: string): number {
  if (value === undefined) throw new Malformed(`missing ${key}`);
  return value;
}

/** One location; undefined when it carries no coordinates (nothing to store). */
function pointOf(location: unknown): TrackerPoint | undefined {
  if (!isObject(location)) throw new Malformed('malformed location');
  const time = typeof location.timestamp === 'string' ? parseDateTime(location.timestamp) : undefined;
  if (!time) throw new Malformed('malformed timestamp');
  const battery = location.battery === undefined || location.battery === null ? {} : location.battery;
  if (!isObject(battery)) throw new Malformed('malformed battery');
  const level = numberAt(battery, 'level');
  const coords = location.coords;
  if (coords === undefined || coords === null) return undefined;
  if (!isObject(coords)) throw new Malformed('malformed coords');
  const speed = unknownIfNegative(numberAt(coords, 'speed'));
  return {
    recordedAt: time,
    lat: required(numberAt(coords, 'latitude'), 'latitude'),
    lon: required(numberAt(coords, 'longitude'), 'longitude'),
    speedKmh: speed === null ? null : speed * kmhPerMps,
    heading: normalizeHeading(numberAt(coords, 'heading')),
    altitudeM: numberAt(coords, 'altitude') ?? null,
    accuracyM: unknownIfNegative(numberAt(coords, 'accuracy')),
    batteryPct: level === undefined || level < 0 ? null : batteryPercent(level * 100),
  };
}

export function parseOsmAndJson(body: string, now: Date): Parsed {
  let root: unknown;
  try {
    root = JSON.parse(body);
  } catch {
    return refused('malformed JSON');
  }
  if (!isObject(root)) return refused('malformed JSON');
  const device = root.device_id;
  const deviceId = typeof device === 'number' && Number.isFinite(device) ? String(device) : device;
  if (typeof deviceId !== 'string' || deviceId === '') return refused('missing device id');
  const locations = Array.isArray(root.location) ? root.location : [root.location];
  if (locations.length === 0 || root.location === undefined) return refused('missing location');
  try {
    const points = locations.map(pointOf).filter((point) => point !== undefined);
    return checked({ deviceId, points }, now);
  } catch (error) {
    if (error instanceof Malformed) return refused(error.message);
    throw error;
  }
}
