import { describe, expect, it } from 'vitest';
import { addDays, fromCalendarDay, isCalendarDay, startOfToday, toCalendarDay, utcToday } from '@/lib/calendar-day';
import { formatActivity, formatterFor } from '@/lib/format';

describe('calendar days', () => {
  it('accepts real days as YYYY-MM-DD only', () => {
    expect(isCalendarDay('2030-03-10')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const value of ['2030-02-30', '2029-02-29', '2030-3-10', '10.03.2030', '2030-03-10T00:00:00Z', '']) {
      expect(isCalendarDay(value), value).toBe(false);
    }
  });

  it('reads and writes a day at local midnight, so it never shifts', () => {
    const day = fromCalendarDay('2030-03-10')!;
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2030, 2, 10, 0]);
    expect(toCalendarDay(day)).toBe('2030-03-10');
    expect(toCalendarDay(new Date(2030, 0, 5, 23, 59))).toBe('2030-01-05');
    expect(fromCalendarDay('tomorrow')).toBeNull();
    expect(fromCalendarDay(null)).toBeNull();
  });

  it('knows today locally and in UTC, and counts days across months and years', () => {
    const now = new Date(2030, 11, 31, 15, 30);
    expect(toCalendarDay(startOfToday(now))).toBe('2030-12-31');
    expect(utcToday(new Date(Date.UTC(2030, 0, 1, 0, 30)))).toBe('2030-01-01');
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('formatterFor', () => {
  it('formats calendar days in the language, and shows what does not parse as it is', () => {
    const en = formatterFor('en');
    expect(en.day('2026-01-15')).toBe('15 Jan 2026');
    expect(en.longDay('2026-01-15')).toBe('15 January 2026');
    expect(formatterFor('de').day('2026-01-15')).toBe('15.01.2026');
    expect(en.day('soon')).toBe('soon');
  });

  it('binds numbers, money and activity to its language', () => {
    const de = formatterFor('de');
    expect(de.number(1234.5)).toBe('1.234,5');
    expect(de.number(4.25, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4,3');
    expect(de.money(10, 'EUR').replace(/\s/g, ' ')).toBe('10,00 €');
    const now = Date.UTC(2026, 0, 15, 12);
    expect(formatterFor('en').activity(new Date(now - 3 * 3_600_000), now)).toBe('3 hours ago');
    expect(formatActivity(new Date(now - 86_400_000), 'en', now)).toBe('yesterday');
    expect(formatActivity(new Date(now - 30 * 86_400_000), 'en', now)).toBe('16 Dec 2025');
  });
});
