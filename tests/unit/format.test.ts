import { describe, expect, it, vi } from 'vitest';
import { formatActivity, formatDate, formatDateTime, formatLongDate, formatMoney, formatNumber } from '@/lib/format';
import { languages } from '@/lib/i18n/languages';

// Noon UTC is the 15th in every time zone the tests may run in.
const jan15 = new Date(Date.UTC(2026, 0, 15, 12));

// Intl separates some parts with (narrow) no-break spaces; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatLongDate', () => {
  it('writes the month in English', () => {
    expect(formatLongDate(jan15, 'en')).toBe('15 January 2026');
  });

  it('writes the month in German', () => {
    expect(formatLongDate(jan15, 'de')).toContain('Januar 2026');
  });

  it('writes the month in Spanish', () => {
    expect(formatLongDate(jan15, 'es')).toContain('enero');
  });

  it('uses Cyrillic for sr-Cyrl and Latin for sr-Latn and bs', () => {
    expect(formatLongDate(jan15, 'sr-Cyrl')).toContain('јануар');
    expect(formatLongDate(jan15, 'sr-Latn')).toContain('januar');
    expect(formatLongDate(jan15, 'bs')).toContain('januar');
  });

  it('gives the day and year in every language', () => {
    for (const lang of languages) {
      expect(formatLongDate(jan15, lang)).toMatch(/15.*2026/);
    }
  });
});

describe('formatDate', () => {
  it('is shorter than the long form', () => {
    expect(formatDate(jan15, 'en')).toBe('15 Jan 2026');
    expect(formatDate(jan15, 'de')).toBe('15.01.2026');
  });
});

describe('formatNumber', () => {
  it('groups thousands the way each language does', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'de')).toBe('1.234.567,5');
    expect(formatNumber(1234567.5, 'sr-Latn')).toBe('1.234.567,5');
  });
});

describe('formatMoney', () => {
  it('places the currency sign and decimals per language', () => {
    expect(plain(formatMoney(1234.5, 'EUR', 'en'))).toBe('€1,234.50');
    expect(plain(formatMoney(1234.5, 'EUR', 'de'))).toBe('1.234,50 €');
  });

  it('names convertible marks in Bosnian', () => {
    expect(plain(formatMoney(10, 'BAM', 'bs'))).toBe('10,00 KM');
  });

  it('rejects an unknown currency code', () => {
    expect(() => formatMoney(1, 'EURO', 'en')).toThrow(RangeError);
  });
});

describe('intlLocale', () => {
  it('keeps Bosnian where the runtime has its data (Node)', async () => {
    vi.resetModules();
    const { intlLocale } = await import('@/lib/format');
    expect(intlLocale('bs')).toBe('bs-BA');
  });

  it('falls back from Bosnian to Serbian Latin where the runtime has no Bosnian data (Chromium)', async () => {
    vi.resetModules();
    const supported = vi
      .spyOn(Intl.DateTimeFormat, 'supportedLocalesOf')
      .mockImplementation((locales) => [locales].flat().filter((tag): tag is string => typeof tag === 'string' && !tag.startsWith('bs')));
    const { intlLocale } = await import('@/lib/format');
    expect(intlLocale('bs')).toBe('sr-Latn-BA');
    expect(intlLocale('de')).toBe('de-DE');
    supported.mockRestore();
  });
});

describe('formatDateTime', () => {
  it('gives the date and the time of day', () => {
    const moment = new Date(2026, 0, 15, 14, 3);
    expect(plain(formatDateTime(moment, 'en'))).toMatch(/15 Jan 2026.*14:03|Jan 15, 2026.*2:03/);
    expect(plain(formatDateTime(moment, 'de'))).toMatch(/15\.01\.2026.*14:03/);
  });
});

describe('formatter reuse', () => {
  it('builds one Intl formatter per locale and options, not one per call (the live list formats hundreds)', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const relative = vi.spyOn(Intl, 'RelativeTimeFormat');
    const now = Date.UTC(2026, 0, 15, 12);
    const first = [formatNumber(1.25, 'es', { maximumFractionDigits: 7 }), formatActivity(new Date(now - 120_000), 'es', now)];
    const second = [formatNumber(2.5, 'es', { maximumFractionDigits: 7 }), formatActivity(new Date(now - 180_000), 'es', now)];
    expect([first, second]).toEqual([
      ['1,25', 'hace 2 minutos'],
      ['2,5', 'hace 3 minutos'],
    ]);
    expect(numbers).toHaveBeenCalledTimes(1);
    expect(relative.mock.calls.length).toBeLessThanOrEqual(1);
    numbers.mockRestore();
    relative.mockRestore();
  });
});
