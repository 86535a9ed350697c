import { describe, expect, it } from 'vitest';
import { parseOsmAnd, type Parsed } from '@/server/tracking/osmand-parse';
import { parseTimestamp } from '@/server/tracking/osmand-values';

const now = new Date('2026-11-23T12:00:00Z');
const query = (q: string) => parseOsmAnd({ query: q, body: '' }, now);
const json = (body: unknown) => parseOsmAnd({ query: '', contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) }, now);

function point(parsed: Parsed) {
  if (!parsed.ok) throw new Error(`refused: ${parsed.reason}`);
  expect(parsed.report.points).toHaveLength(1);
  return { deviceId: parsed.report.deviceId, ...parsed.report.points[0] };
}
const reason = (parsed: Parsed) => (parsed.ok ? 'accepted' : parsed.reason);

describe('the parameter form (Traccar Client for Android, OsmAnd, phone apps)', () => {
  it('reads every field into our units (speed in knots)', () => {
    const p = point(query('id=123456&timestamp=1795435200&lat=43.8563&lon=18.4131&speed=10&bearing=90.5&altitude=520&accuracy=12&batt=87'));
    expect(p).toMatchObject({
      deviceId: '123456',
      lat: 43.8563,
      lon: 18.4131,
      heading: 90.5,
      altitudeM: 520,
      accuracyM: 12,
      batteryPct: 87,
    });
    expect(p.speedKmh).toBeCloseTo(18.52);
    expect(p.recordedAt?.toISOString()).toBe('2026-11-23T12:00:00.000Z');
  });

  it('takes the alternative names: deviceid, location=lat,lon, heading, battery', () => {
    const p = point(query('deviceid=abc&location=45.8150,15.9819&heading=400&battery=50&timestamp=1795435200'));
    expect(p).toMatchObject({ deviceId: 'abc', lat: 45.815, lon: 15.9819, heading: 40, batteryPct: 50 });
  });

  it('reads the body of a form-urlencoded POST when the query string is empty, and the query string when it is not', () => {
    const fromBody = parseOsmAnd({ query: '', contentType: 'application/x-www-form-urlencoded', body: 'id=body&lat=1&lon=2' }, now);
    expect(point(fromBody).deviceId).toBe('body');
    const fromQuery = parseOsmAnd({ query: '?id=query&lat=1&lon=2', body: 'id=body&lat=1&lon=2' }, now);
    expect(point(fromQuery).deviceId).toBe('query');
  });

  it('lets the last of a repeated parameter win, as Traccar does', () => {
    expect(point(query('id=a&lat=1&lon=2&lat=3')).lat).toBe(3);
  });

  it('times a report without a timestamp when it arrives', () => {
    expect(point(query('id=a&lat=1&lon=2')).recordedAt).toEqual(now);
  });

  it('accepts cell, wifi, hdop, charge, driverUniqueId and unknown parameters without storing them', () => {
    const p = point(
      query('id=a&lat=1&lon=2&cell=218,90,1234,5678,-70&wifi=00-11-22-33-44-55,-60&hdop=1.2&charge=true&driverUniqueId=77&ignition=true'),
    );
    expect(p.lat).toBe(1);
  });

  it('reads -1 speed, heading, accuracy and an out-of-range battery as unknown', () => {
    expect(point(query('id=a&lat=1&lon=2&speed=-1&heading=-1&accuracy=-1&batt=4100'))).toMatchObject({
      speedKmh: null,
      heading: null,
      accuracyM: null,
      batteryPct: null,
    });
  });

  it('stores nothing for a heartbeat without a fix, a 0,0 location or valid=false, and still accepts it', () => {
    for (const q of ['id=a&batt=50', 'id=a&lat=0&lon=0', 'id=a&lat=1&lon=2&valid=false', 'id=a&lat=1&lon=2&valid=0']) {
      expect(query(q)).toEqual({ ok: true, report: { deviceId: 'a', points: [] } });
    }
    expect(point(query('id=a&lat=1&lon=2&valid=1')).lat).toBe(1);
    expect(point(query('id=a&lat=1&lon=2&valid=TRUE')).lat).toBe(1);
  });

  it.each([
    ['lat=1&lon=2', 'missing device id'],
    ['id=&lat=1&lon=2', 'missing device id'],
    ['id=a&lat=1', 'missing lon'],
    ['id=a&lat=abc&lon=2', 'malformed lat'],
    ['id=a&lat=NaN&lon=2', 'malformed lat'],
    ['id=a&lat=Infinity&lon=2', 'malformed lat'],
    ['id=a&lat=0x10&lon=2', 'malformed lat'],
    ['id=a&lat=91&lon=2', 'latitude out of range'],
    ['id=a&lat=-90.5&lon=2', 'latitude out of range'],
    ['id=a&lat=1&lon=180.01', 'longitude out of range'],
    ['id=a&location=1', 'malformed location'],
    ['id=a&lat=1&lon=2&speed=fast', 'malformed speed'],
    ['id=a&lat=1&lon=2&batt=', 'malformed batt'],
    ['id=a&lat=1&lon=2&hdop=x', 'malformed hdop'],
    ['id=a&lat=1&lon=2&cell=218,90,x,5678', 'malformed cell'],
    ['id=a&lat=1&lon=2&wifi=00-11-22-33-44-55', 'malformed wifi'],
    ['id=a&lat=1&lon=2&timestamp=yesterday', 'malformed timestamp'],
    ['id=a&lat=1&lon=2&timestamp=2026-02-30 10:00:00', 'malformed timestamp'],
    ['id=a&lat=1&lon=2&timestamp=1795435801', 'timestamp in the future'],
    ['id=a&lat=1&lon=2&timestamp=946684799', 'timestamp too old'],
  ])('refuses %s (%s)', (q, expected) => {
    expect(reason(query(q))).toBe(expected);
  });

  it('accepts a time up to five minutes ahead of ours', () => {
    expect(point(query('id=a&lat=1&lon=2&timestamp=1795435500')).lat).toBe(1);
  });
});

describe('timestamps', () => {
  it.each([
    ['1795435200', '2026-11-23T12:00:00.000Z'],
    ['1795435200123', '2026-11-23T12:00:00.123Z'],
    ['2026-11-23T12:00:00Z', '2026-11-23T12:00:00.000Z'],
    ['2026-11-23T12:00:00.5Z', '2026-11-23T12:00:00.500Z'],
    ['2026-11-23T13:00:00+01:00', '2026-11-23T12:00:00.000Z'],
    ['2026-11-23T13:00:00 01:00', '2026-11-23T12:00:00.000Z'],
    ['2026-11-23T07:00:00-0500', '2026-11-23T12:00:00.000Z'],
    ['2026-11-23T12:00:00', '2026-11-23T12:00:00.000Z'],
    ['2026-11-23 12:00:00', '2026-11-23T12:00:00.000Z'],
  ])('reads %s', (value, iso) => {
    expect(parseTimestamp(value)?.toISOString()).toBe(iso);
  });

  it.each(['', 'now', '2026-13-01T00:00:00Z', '2026-11-23T25:00:00Z', '1795435200.5'])('refuses "%s"', (value) => {
    expect(parseTimestamp(value)).toBeUndefined();
  });
});

describe('the JSON body of the current Traccar Client', () => {
  const body = {
    device_id: '948573',
    location: {
      timestamp: '2026-11-23T11:59:58.120Z',
      coords: { latitude: 44.7866, longitude: 20.4489, speed: 20, heading: 180, altitude: 117, accuracy: 5 },
      is_moving: true,
      odometer: 1234.5,
      event: 'motionchange',
      battery: { level: 0.64, is_charging: false },
      activity: { type: 'in_vehicle' },
    },
  };

  it('reads device, time, coordinates, speed in m/s and battery level 0–1', () => {
    expect(point(json(body))).toEqual({
      deviceId: '948573',
      recordedAt: new Date('2026-11-23T11:59:58.120Z'),
      lat: 44.7866,
      lon: 20.4489,
      speedKmh: 72,
      heading: 180,
      altitudeM: 117,
      accuracyM: 5,
      batteryPct: 64,
    });
  });

  it('reads a batch of locations, and a numeric device id', () => {
    const parsed = json({ device_id: 42, location: [body.location, { ...body.location, timestamp: '2026-11-23T11:59:59Z' }] });
    expect(parsed.ok && parsed.report.deviceId).toBe('42');
    expect(parsed.ok && parsed.report.points.map((p) => p.recordedAt.toISOString())).toEqual([
      '2026-11-23T11:59:58.120Z',
      '2026-11-23T11:59:59.000Z',
    ]);
  });

  it('reads -1 speed, heading and battery level as unknown, and a location without coords as nothing to store', () => {
    const unknown = point(
      json({
        ...body,
        location: { ...body.location, coords: { ...body.location.coords, speed: -1, heading: -1 }, battery: { level: -1 } },
      }),
    );
    expect(unknown).toMatchObject({ speedKmh: null, heading: null, batteryPct: null });
    expect(json({ device_id: 'a', location: { timestamp: body.location.timestamp } })).toEqual({
      ok: true,
      report: { deviceId: 'a', points: [] },
    });
  });

  it.each([
    ['not json', 'malformed JSON'],
    [[], 'malformed JSON'],
    [{ location: body.location }, 'missing device id'],
    [{ device_id: 'a' }, 'missing location'],
    [{ device_id: 'a', location: [] }, 'missing location'],
    [{ device_id: 'a', location: { ...body.location, timestamp: 'soon' } }, 'malformed timestamp'],
    [{ device_id: 'a', location: { ...body.location, coords: { longitude: 1 } } }, 'missing latitude'],
    [{ device_id: 'a', location: { ...body.location, coords: { latitude: '1', longitude: 1 } } }, 'malformed latitude'],
    [{ device_id: 'a', location: { ...body.location, coords: { latitude: 95, longitude: 1 } } }, 'latitude out of range'],
    [
      { device_id: 'a', location: [body.location, { ...body.location, coords: { latitude: 1, longitude: 200 } }] },
      'longitude out of range',
    ],
    [{ device_id: 'a', location: { ...body.location, timestamp: '2027-01-01T00:00:00Z' } }, 'timestamp in the future'],
  ])('refuses %j (%s)', (value, expected) => {
    const parsed = parseOsmAnd(
      { query: '', contentType: 'application/json', body: typeof value === 'string' ? value : JSON.stringify(value) },
      now,
    );
    expect(reason(parsed)).toBe(expected);
  });
});
