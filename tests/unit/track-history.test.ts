import { describe, expect, it } from 'vitest';
import { distanceM, stopMinMs, trackDistanceM, trackStops } from '@/lib/track-history';

const minute = 60_000;
/** ~111 m of latitude per 0.001 degree. */
function track(points: [minutes: number, lon: number, lat: number][]) {
  return { time: points.map(([m]) => m * minute), lon: points.map(([, lon]) => lon), lat: points.map(([, , lat]) => lat) };
}

describe('track history', () => {
  it('measures a degree of latitude as ~111.2 km and sums the legs', () => {
    expect(distanceM(20, 44, 20, 45) / 1000).toBeCloseTo(111.2, 1);
    const legs = track([
      [0, 20, 44],
      [1, 20, 44.5],
      [2, 20, 45],
    ]);
    expect(trackDistanceM(legs) / 1000).toBeCloseTo(111.2, 1);
    expect(trackDistanceM(track([]))).toBe(0);
  });

  it('marks a stay longer than 10 minutes, not one of exactly 10', () => {
    const stay = (minutes: number) =>
      trackStops(
        track([
          [0, 20, 44],
          [1, 20, 44.01],
          [2, 20, 44.01005],
          [1 + minutes, 20, 44.0101],
          [2 + minutes, 20, 44.02],
        ]),
      );
    expect(stay(10)).toEqual([]);
    expect(stay(11)).toEqual([{ from: minute, to: 12 * minute, lon: 20, lat: 44.01 }]);
    expect(stopMinMs).toBe(10 * minute);
  });

  it('does not count slow driving as a stop: each report is more than 100 m on', () => {
    const slow = track(Array.from({ length: 30 }, (_, i): [number, number, number] => [i, 20, 44 + i * 0.0011]));
    expect(trackStops(slow)).toEqual([]);
  });

  it('finds a silent tracker parked between two reports, and a stay at the end', () => {
    const parked = track([
      [0, 20, 44],
      [30, 20, 44.0005],
      [31, 20, 44.1],
      [60, 20, 44.1],
    ]);
    expect(trackStops(parked).map((stop) => (stop.to - stop.from) / minute)).toEqual([30, 29]);
  });
});
