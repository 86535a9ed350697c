import { describe, expect, it } from 'vitest';
import { isoString } from '@/server/platform/iso-date';

const at = (text: string) => new Date(text);

describe('isoString', () => {
  it('writes what toISOString writes, at every field edge', () => {
    for (const text of [
      '2026-11-29T04:38:34.000Z',
      '2026-01-01T00:00:00.000Z',
      '2026-12-31T23:59:59.999Z',
      '2024-02-29T09:05:07.008Z',
      '2026-10-10T10:10:10.010Z',
      '2026-09-09T09:09:09.099Z',
      '2026-03-29T01:30:00.100Z',
      '1000-01-01T00:00:00.000Z',
      '9999-12-31T23:59:59.999Z',
      '1970-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
    ]) {
      expect(isoString(at(text))).toBe(text);
    }
  });

  it('writes what toISOString writes for dates spread over its four-digit years', () => {
    const first = Date.UTC(1000, 0, 1);
    const span = Date.UTC(10000, 0, 1) - first;
    for (let step = 0; step < 20_000; step++) {
      const date = new Date(first + Math.floor(((step * 7919) % 20_000) * (span / 20_000)) + (step % 1000));
      expect(isoString(date)).toBe(date.toISOString());
    }
  });

  it('leaves other years and invalid dates to toISOString', () => {
    for (const date of [new Date(Date.UTC(999, 11, 31, 23, 59, 59, 999)), new Date(Date.UTC(10000, 0, 1)), new Date(-62198755200000 - 1)]) {
      expect(isoString(date)).toBe(date.toISOString());
    }
    expect(() => isoString(new Date(Number.NaN))).toThrow(RangeError);
  });
});
