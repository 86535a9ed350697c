import { describe, expect, it } from 'vitest';
import { judgeFixes, maxPlausibleKmh, noiseKm, plausibleJump, type Fix } from '@/server/tracking/plausibility';
import { boundedByReceipt, checked, futureToleranceMs } from '@/server/tracking/tracker-point';

const start = Date.UTC(2026, 10, 25, 12);
/** A fix `minutes` after noon, `kmNorth` km north of Belgrade (a degree of latitude is ~111.2 km). */
const fix = (minutes: number, kmNorth = 0, lon = 20.46): Fix => ({
  recordedAt: new Date(start + minutes * 60_000),
  lat: 44.8 + kmNorth / 111.195,
  lon,
});
const paris = (minutes: number): Fix => ({ recordedAt: new Date(start + minutes * 60_000), lat: 48.8566, lon: 2.3522 });
const marks = (trusted: Fix | null, points: Fix[], pending: Fix | null = null) =>
  judgeFixes({ trusted, pending }, points).judged.map(({ point, suspect }) => [points.indexOf(point), suspect]);

describe('plausibleJump: 250 km/h from the trusted fix, plus a kilometre of noise', () => {
  it('allows the limit and refuses just past it, at any interval', () => {
    expect(plausibleJump(fix(0), fix(60, maxPlausibleKmh + noiseKm - 0.5))).toBe(true);
    expect(plausibleJump(fix(0), fix(60, maxPlausibleKmh + noiseKm + 0.5))).toBe(false);
    expect(plausibleJump(fix(0), fix(1, 5))).toBe(true);
    expect(plausibleJump(fix(0), fix(1, 6))).toBe(false);
  });

  it('takes GPS noise within a kilometre at any interval, even none', () => {
    expect(plausibleJump(fix(0), fix(0, 0.9))).toBe(true);
    expect(plausibleJump(fix(0), fix(0, 1.1))).toBe(false);
  });

  it('measures the time between the fixes in either order', () => {
    expect(plausibleJump(fix(10), fix(0, 30))).toBe(true);
    expect(plausibleJump(fix(10), paris(9))).toBe(false);
  });
});

describe('judgeFixes', () => {
  it('marks nothing on a normal drive, or on a long drive after an hour without coverage', () => {
    const drive = [1, 2, 3, 4].map((minute) => fix(minute, minute * 1.5));
    expect(marks(fix(0), drive).every(([, suspect]) => !suspect)).toBe(true);
    expect(marks(fix(0), [fix(60, 200)])).toEqual([[0, false]]);
  });

  it('trusts the first fix a vehicle ever sends', () => {
    expect(marks(null, [paris(0)])).toEqual([[0, false]]);
  });

  it('marks a jump to Paris, and the real next fix (near the trusted one) leaves it marked', () => {
    const { judged, confirmed } = judgeFixes({ trusted: fix(0), pending: null }, [paris(1), fix(2, 2)]);
    expect(judged.map((entry) => entry.suspect)).toEqual([true, false]);
    expect(confirmed).toBeNull();
  });

  it('confirms a stored suspect fix with the next fix plausible from it only', () => {
    const pending = paris(1);
    const { judged, confirmed } = judgeFixes({ trusted: fix(0), pending }, [{ ...paris(2), lat: 48.86 }]);
    expect(judged.map((entry) => entry.suspect)).toEqual([false]);
    expect(confirmed).toBe(pending);
  });

  it('confirms a suspect fix of the same batch, whatever order the batch came in', () => {
    const points = [{ ...paris(2), lat: 48.86 }, paris(1)];
    const { judged, confirmed } = judgeFixes({ trusted: fix(0), pending: null }, points);
    expect(judged.map((entry) => [points.indexOf(entry.point), entry.suspect])).toEqual([
      [1, false],
      [0, false],
    ]);
    expect(confirmed).toBeNull();
  });

  it('confirms a newer stored suspect fix when a late fix bridges the trusted one and it', () => {
    const pending = fix(2, 9.6);
    expect(plausibleJump(fix(0), pending)).toBe(false);
    const { judged, confirmed } = judgeFixes({ trusted: fix(0), pending }, [fix(1, 4.7)]);
    expect(judged.map((entry) => entry.suspect)).toEqual([false]);
    expect(confirmed).toBe(pending);
  });

  it('never lets a suspect fix sent again confirm itself', () => {
    const pending = paris(1);
    const { judged, confirmed } = judgeFixes({ trusted: fix(0), pending }, [{ ...pending }]);
    expect(judged.map((entry) => entry.suspect)).toEqual([true]);
    expect(confirmed).toBeNull();
  });

  it('marks a fix older than the trusted one only when it is implausible from it', () => {
    expect(marks(fix(10), [fix(5, 3), paris(9)])).toEqual([
      [0, false],
      [1, true],
    ]);
  });

  it('keeps marking jumps that are implausible from both the trusted and the suspect fix', () => {
    const berlin = { recordedAt: new Date(start + 2 * 60_000), lat: 52.52, lon: 13.405 };
    expect(marks(fix(0), [paris(1), berlin])).toEqual([
      [0, true],
      [1, true],
    ]);
  });
});

describe('a device time from the future', () => {
  const now = new Date(start);
  const point = { lat: 44.8, lon: 20.46, speedKmh: null, heading: null, altitudeM: null, accuracyM: null, batteryPct: null };

  it('is kept within the tolerance and bounded by the receive time beyond it', () => {
    const near = new Date(start + futureToleranceMs);
    expect(boundedByReceipt({ ...point, recordedAt: near }, now).recordedAt).toEqual(near);
    expect(boundedByReceipt({ ...point, recordedAt: new Date(start + 290_000) }, now).recordedAt).toEqual(now);
  });

  it('is bounded in every checked report', () => {
    const parsed = checked({ deviceId: 'a', points: [{ ...point, recordedAt: new Date(start + 290_000) }] }, now);
    expect(parsed.ok && parsed.report.points[0]?.recordedAt).toEqual(now);
  });
});
