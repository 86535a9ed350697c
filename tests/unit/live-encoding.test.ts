import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSnapshot, encodeSnapshot, fromBase64, toBase64, type SnapshotPoint } from '@/lib/live-encoding';

const base = Date.UTC(2026, 10, 23, 12);

describe('the compact live snapshot', () => {
  it('gives back every point to the second and the microdegree', () => {
    const point = fc.record({
      vehicle: fc.integer({ min: 0, max: 3000 }),
      time: fc.integer({ min: base - 86_400_000, max: base + 3_600_000 }),
      lon: fc.double({ min: -180, max: 180, noNaN: true }),
      lat: fc.double({ min: -85, max: 85, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 200 }), (raw) => {
        const points = [...raw].sort((a, b) => a.vehicle - b.vehicle || a.time - b.time);
        const columns = decodeSnapshot(encodeSnapshot(points, base), base);
        expect(columns.vehicle.length).toBe(points.length);
        points.forEach((p: SnapshotPoint, i) => {
          expect(columns.vehicle[i]).toBe(p.vehicle);
          expect(columns.time[i]).toBe(Math.round(p.time / 1000) * 1000);
          expect(Math.abs((columns.lon[i] ?? 0) - p.lon)).toBeLessThanOrEqual(5e-7 + 1e-9);
          expect(Math.abs((columns.lat[i] ?? 0) - p.lat)).toBeLessThanOrEqual(5e-7 + 1e-9);
        });
      }),
    );
  });

  it('takes a few bytes per point of a track', () => {
    const points = Array.from({ length: 1000 }, (_, i) => ({
      vehicle: Math.floor(i / 100),
      time: base - (100 - (i % 100)) * 60_000,
      lon: 19 + i * 0.001,
      lat: 44 + i * 0.0005,
    }));
    expect(encodeSnapshot(points, base).length).toBeLessThan(1000 * 8);
  });

  it('base64 matches the platform', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 100 }), (bytes) => {
        expect(toBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
        expect([...fromBase64(toBase64(bytes))]).toEqual([...bytes]);
      }),
    );
  });
});
