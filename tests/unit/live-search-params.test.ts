import { describe, expect, it } from 'vitest';
import { liveTrackingDefaultCount } from '@/lib/constants';
import { liveCountMax, readLiveSearchParams } from '@/lib/schemas/live';

const read = (query: string) => readLiveSearchParams(new URLSearchParams(query));

describe('the live page search params (spec section 2)', () => {
  it('defaults to 25000 positions of the whole fleet, realtime as the user chose before', () => {
    expect(read('')).toEqual({ count: liveTrackingDefaultCount, user: undefined, realtime: undefined });
  });

  it('reads good values', () => {
    expect(read('count=500&user=BG%20123-AB&realtime=true')).toEqual({ count: 500, user: 'BG 123-AB', realtime: true });
    expect(read('realtime=1').realtime).toBe(true);
    expect(read('realtime=false').realtime).toBe(false);
  });

  it('falls back to the default of each broken value on its own, never throwing', () => {
    for (const bad of ['abc', '-5', '0', '2.5', `${liveCountMax + 1}`, '', 'Infinity']) {
      expect(read(`count=${encodeURIComponent(bad)}&realtime=true`)).toEqual({
        count: liveTrackingDefaultCount,
        user: undefined,
        realtime: true,
      });
    }
    expect(read('realtime=yes&count=10')).toEqual({ count: 10, user: undefined, realtime: undefined });
    expect(read(`user=${'x'.repeat(200)}`).user).toBeUndefined();
    expect(read('user=%20%20').user).toBeUndefined();
    expect(read('user=BG%09123').user).toBeUndefined();
  });
});
