/** The auction's deadline (issue 28): its default day, the moment it ends, and the countdown of its last 24 hours. */
import { describe, expect, it } from 'vitest';
import { biddingEndsAtFor, biddingOpen, clockText, countdownOf, defaultBiddingDay, spokenLeft } from '@/lib/auction-terms';

const end = new Date('2026-03-10T23:59:59.999Z');
const before = (ms: number) => new Date(end.getTime() - ms);
const hour = 3_600_000;

describe('the bidding deadline', () => {
  it('defaults to the day before loading, or the loading day when that one is already past', () => {
    expect(defaultBiddingDay('2026-03-11', '2026-03-01')).toBe('2026-03-10');
    expect(defaultBiddingDay('2026-03-11', '2026-03-10')).toBe('2026-03-10');
    expect(defaultBiddingDay('2026-03-11', '2026-03-11')).toBe('2026-03-11');
    expect(defaultBiddingDay('2026-03-01', '2026-02-28')).toBe('2026-02-28');
  });

  it('ends at the end of the chosen (or default) day on the customer’s clocks', () => {
    // Sarajevo: UTC+1 in winter, UTC+2 in summer (clocks change on 29 March 2026 and 25 October 2026).
    expect(biddingEndsAtFor('2026-03-05', '2026-03-11', undefined, 'Europe/Sarajevo')).toEqual(new Date('2026-03-05T22:59:59.999Z'));
    expect(biddingEndsAtFor('2026-03-28', '2026-04-02', undefined, 'Europe/Sarajevo')).toEqual(new Date('2026-03-28T22:59:59.999Z'));
    expect(biddingEndsAtFor('2026-03-29', '2026-04-02', undefined, 'Europe/Sarajevo')).toEqual(new Date('2026-03-29T21:59:59.999Z'));
    expect(biddingEndsAtFor('2026-10-24', '2026-11-02', undefined, 'Europe/Sarajevo')).toEqual(new Date('2026-10-24T21:59:59.999Z'));
    expect(biddingEndsAtFor('2026-10-25', '2026-11-02', undefined, 'Europe/Sarajevo')).toEqual(new Date('2026-10-25T22:59:59.999Z'));
    expect(biddingEndsAtFor(null, '2026-03-11', '2026-03-01', 'Europe/Lisbon')).toEqual(end);
    // A zone behind UTC ends its day on the next UTC day: the UTC day's end instead.
    expect(biddingEndsAtFor('2026-03-05', '2026-03-11', undefined, 'America/New_York')).toEqual(new Date('2026-03-05T23:59:59.999Z'));
  });

  it('ends at the end of the chosen (or default) UTC day without a zone', () => {
    expect(biddingEndsAtFor('2026-03-05', '2026-03-11')).toEqual(new Date('2026-03-05T23:59:59.999Z'));
    expect(biddingEndsAtFor(null, '2026-03-11', '2026-03-01')).toEqual(end);
    expect(biddingOpen(end, before(1))).toBe(true);
    expect(biddingOpen(end, end)).toBe(false);
  });
});

describe('the countdown', () => {
  it('shows only in the last 24 hours and never after the end', () => {
    expect(countdownOf(end, before(24 * hour + 1))).toBeNull();
    expect(countdownOf(end, before(24 * hour))).toEqual({ hours: 24, minutes: 0, seconds: 0 });
    expect(countdownOf(end, end)).toBeNull();
    expect(countdownOf(end, new Date(end.getTime() + 1))).toBeNull();
  });

  it('rounds a part of a second up, so it reads 00:00:01 until the very end', () => {
    expect(countdownOf(end, before(1))).toEqual({ hours: 0, minutes: 0, seconds: 1 });
    expect(clockText({ hours: 5, minutes: 3, seconds: 9 })).toBe('05:03:09');
  });

  it('speaks whole hours, then whole minutes rounded up, so it changes at most once a minute', () => {
    expect(spokenLeft({ hours: 5, minutes: 59, seconds: 59 })).toEqual({ unit: 'hours', count: 5 });
    expect(spokenLeft({ hours: 0, minutes: 59, seconds: 1 })).toEqual({ unit: 'minutes', count: 60 });
    expect(spokenLeft({ hours: 0, minutes: 4, seconds: 0 })).toEqual({ unit: 'minutes', count: 4 });
    expect(spokenLeft({ hours: 0, minutes: 0, seconds: 1 })).toEqual({ unit: 'minutes', count: 1 });
  });
});
