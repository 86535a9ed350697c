/** A cursor's sort key is checked before SQL casts it back: only what PostgreSQL prints and can read again passes. */
import { describe, expect, it } from 'vitest';
import { isPgDate, isPgFloat8, isPgInt, isPgTimestamptz } from '@/server/platform/cursor-keys';

describe('cursor keys', () => {
  it('takes the timestamps PostgreSQL prints and refuses times that do not exist', () => {
    for (const key of ['2026-11-26 10:04:05+00', '2026-11-26 10:04:05.123456+00', '2024-02-29 23:59:59.5-03', '2026-01-01 00:00:00+05:30'])
      expect(isPgTimestamptz(key), key).toBe(true);
    for (const key of [
      '1',
      'March 7, 2026',
      '2026-02-31 10:00:00+00',
      '2025-02-29 10:00:00+00',
      '2026-13-01 10:00:00+00',
      '2026-11-26 24:00:00+00',
      '2026-11-26 10:60:00+00',
      '0000-01-01 00:00:00+00',
      '2026-11-26T10:04:05Z',
      '2026-11-26 10:04:05+16',
    ])
      expect(isPgTimestamptz(key), key).toBe(false);
  });

  it('takes real days only, whole counts and finite distances', () => {
    expect(isPgDate('2026-11-26')).toBe(true);
    expect(isPgDate('2026-02-31')).toBe(false);
    expect(isPgDate('2026-00-10')).toBe(false);
    expect(isPgInt('42')).toBe(true);
    expect(isPgInt('1234567890')).toBe(false);
    expect(isPgFloat8('12.5')).toBe(true);
    expect(isPgFloat8('1.5e3')).toBe(true);
    expect(isPgFloat8('1e999')).toBe(false);
    expect(isPgFloat8('-1')).toBe(false);
  });
});
