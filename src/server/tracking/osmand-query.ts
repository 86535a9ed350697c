/**
 * The OsmAnd protocol's parameter form (GET query string, or a form-urlencoded POST body when the
 * query has none), read as Traccar's OsmAndProtocolDecoder reads it: every parameter in order, the
 * last of a repeated one winning. Parameters we have no column for (cell, wifi, hdop, charge,
 * driverUniqueId, ...) are still checked where Traccar would fail on them.
 */
import {
  batteryPercent,
  kmhPerKnot,
  normalizeHeading,
  parseDecimal,
  parseFlag,
  parseInteger,
  parseTimestamp,
  unknownIfNegative,
} from './osmand-values';
import { checked, refused, type Parsed } from './tracker-point';

interface Fields {
  deviceId?: string;
  valid: boolean;
  time?: Date;
  lat?: number;
  lon?: number;
  speedKmh?: number;
  heading?: number;
  altitudeM?: number;
  accuracyM?: number;
  batteryPct?: number;
}

const numberKeys = {
  lat: 'lat',
  lon: 'lon',
  altitude: 'altitudeM',
  accuracy: 'accuracyM',
  bearing: 'heading',
  heading: 'heading',
  batt: 'batteryPct',
  battery: 'batteryPct',
} as const satisfies Record<string, keyof Fields>;

const isNumberKey = (key: string): key is keyof typeof numberKeys => Object.hasOwn(numberKeys, key);

/** `cell=mcc,mnc,lac,cid[,signal]` and `wifi=mac,rssi`: the integers Traccar parses must be integers. */
function networkOk(key: 'cell' | 'wifi', value: string): boolean {
  const parts = value.split(',');
  if (key === 'wifi') return parts.length >= 2 && parts[0] !== '' && parseInteger(parts[1] ?? '') !== undefined;
  return parts.length >= 4 && parts.slice(0, 5).every((part) => parseInteger(part) !== undefined);
}

/** Applies one parameter; returns a reason when its value is malformed. */
function apply(fields: Fields, key: string, value: string): string | null {
  if (key === 'id' || key === 'deviceid') {
    fields.deviceId = value;
  } else if (key === 'valid') {
    fields.valid = parseFlag(value);
  } else if (key === 'timestamp') {
    fields.time = parseTimestamp(value);
    if (!fields.time) return 'malformed timestamp';
  } else if (key === 'location') {
    const [lat, lon] = value.split(',').map(parseDecimal);
    if (lat === undefined || lon === undefined) return 'malformed location';
    Object.assign(fields, { lat, lon });
  } else if (key === 'speed') {
    const knots = parseDecimal(value);
    if (knots === undefined) return 'malformed speed';
    fields.speedKmh = knots * kmhPerKnot;
  } else if (isNumberKey(key)) {
    const number = parseDecimal(value);
    if (number === undefined) return `malformed ${key}`;
    fields[numberKeys[key]] = number;
  } else if (key === 'hdop') {
    if (parseDecimal(value) === undefined) return 'malformed hdop';
  } else if (key === 'cell' || key === 'wifi') {
    if (!networkOk(key, value)) return `malformed ${key}`;
  }
  return null;
}

/** The request's parameters: the query string's, or the body's when the query has none. */
export function osmAndParameters(query: string, body: string): URLSearchParams {
  const fromQuery = new URLSearchParams(query);
  return [...fromQuery.keys()].length > 0 ? fromQuery : new URLSearchParams(body);
}

export function parseOsmAndParameters(parameters: URLSearchParams, now: Date): Parsed {
  const fields: Fields = { valid: true };
  for (const [key, value] of parameters) {
    const problem = apply(fields, key, value);
    if (problem) return refused(problem);
  }
  if (!fields.deviceId) return refused('missing device id');
  const { lat, lon } = fields;
  // Traccar reads a missing or 0,0 location as "no fix" (a heartbeat); one coordinate alone is malformed.
  const located = !((lat ?? 0) === 0 && (lon ?? 0) === 0);
  if (located && (lat === undefined || lon === undefined)) return refused(lat === undefined ? 'missing lat' : 'missing lon');
  if (!located || !fields.valid || lat === undefined || lon === undefined) return checked({ deviceId: fields.deviceId, points: [] }, now);
  const point = {
    recordedAt: fields.time ?? now,
    lat,
    lon,
    speedKmh: unknownIfNegative(fields.speedKmh),
    heading: normalizeHeading(fields.heading),
    altitudeM: fields.altitudeM ?? null,
    accuracyM: unknownIfNegative(fields.accuracyM),
    batteryPct: batteryPercent(fields.batteryPct),
  };
  return checked({ deviceId: fields.deviceId, points: [point] }, now);
}
