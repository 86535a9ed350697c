import { describe, expect, it } from 'vitest';
import { convert, fromEur, referenceRatesDate, toEur } from '@/lib/reference-rates';

describe('reference rates', () => {
  it('holds BAM at its peg of 1.95583 per EUR', () => {
    expect(toEur(195.583, 'BAM')).toBeCloseTo(100, 10);
    expect(fromEur(100, 'BAM')).toBeCloseTo(195.583, 10);
  });

  it('converts CHF and RSD at the dated reference values', () => {
    expect(fromEur(100, 'CHF')).toBeCloseTo(94.12, 10);
    expect(toEur(11_700, 'RSD')).toBeCloseTo(100, 10);
    expect(referenceRatesDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('converts between two currencies through EUR and leaves one currency alone', () => {
    expect(convert(195.583, 'BAM', 'RSD')).toBeCloseTo(11_700, 6);
    expect(convert(380, 'EUR', 'EUR')).toBe(380);
    expect(convert(convert(500, 'CHF', 'BAM'), 'BAM', 'CHF')).toBeCloseTo(500, 9);
  });
});
