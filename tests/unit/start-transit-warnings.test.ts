import { describe, expect, it } from 'vitest';
import { startTransitWarnings } from '@/lib/start-transit-warnings';

const today = '2026-03-30';
const warn = (loadingDate: string, vehicleKm: number | null = null) => startTransitWarnings({ loadingDate, today, vehicleKm });

describe('startTransitWarnings', () => {
  it('warns when the loading day is more than a day away (across a month end), not for today, tomorrow or a past day', () => {
    expect(warn('2026-03-29')).toEqual([]);
    expect(warn('2026-03-30')).toEqual([]);
    expect(warn('2026-03-31')).toEqual([]);
    expect(warn('2026-04-01')).toEqual(['loadingLater']);
  });

  it('warns when the vehicle was last seen more than 50 km from the pickup; an unknown position says nothing', () => {
    expect(warn(today, 50)).toEqual([]);
    expect(warn(today, 50.1)).toEqual(['vehicleFar']);
    expect(warn(today, null)).toEqual([]);
    expect(warn('2026-04-02', 300)).toEqual(['loadingLater', 'vehicleFar']);
  });
});
