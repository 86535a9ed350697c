import { describe, expect, it } from 'vitest';
import { minutesOfTime, timeOfMinutes } from '@/lib/minute-of-day';

describe('quiet hours as a time input holds them', () => {
  it('writes minutes after midnight as HH:MM', () => {
    expect(timeOfMinutes(0)).toBe('00:00');
    expect(timeOfMinutes(7 * 60)).toBe('07:00');
    expect(timeOfMinutes(22 * 60 + 5)).toBe('22:05');
    expect(timeOfMinutes(24 * 60 - 1)).toBe('23:59');
  });

  it('reads HH:MM (and HH:MM:SS) back, and nothing else', () => {
    expect(minutesOfTime('00:00')).toBe(0);
    expect(minutesOfTime('23:59')).toBe(24 * 60 - 1);
    expect(minutesOfTime('07:30:15')).toBe(7 * 60 + 30);
    for (const bad of ['', '7:30', '24:00', '12:60', 'noon']) expect(minutesOfTime(bad)).toBeNull();
  });

  it('round-trips every minute of the day', () => {
    for (let minutes = 0; minutes < 24 * 60; minutes += 1) expect(minutesOfTime(timeOfMinutes(minutes))).toBe(minutes);
  });
});
