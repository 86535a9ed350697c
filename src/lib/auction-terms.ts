/**
 * An auction's terms (issue 28): bidding closes at the end of a chosen day on the customer's clocks,
 * by default the day before loading (the loading day itself when that one is already past); a
 * countdown is shown only in its last 24 hours. Shared by the wizard, the lists and the procedures.
 */
import { addDays, utcToday } from '@/lib/calendar-day';
import { endOfDayUtc } from '@/lib/schemas/bid';
import { endOfDayIn } from '@/lib/time-zones';

const second = 1000;
const hour = 3600 * second;
export const countdownWindowMs = 24 * hour;

/** The day bidding ends when the customer chose none: the day before loading, but never before today. */
export function defaultBiddingDay(loadingDate: string, today = utcToday()): string {
  const before = addDays(loadingDate, -1);
  return before < today ? loadingDate : before;
}

/**
 * The moment bids stop: the end of the chosen day (or the default one) on the customer's clocks
 * (`timeZone`, her browser's), so that the lists show her the day she picked ("9 Dec, 23:59", not
 * "10 Dec, 00:59" in Sarajevo for a day ending in UTC). Without a zone, or in one behind UTC (whose
 * day ends on the next UTC day, after the loading day's rules, which count UTC days), at its end in UTC.
 */
export function biddingEndsAtFor(day: string | null | undefined, loadingDate: string, today = utcToday(), timeZone?: string | null): Date {
  const chosen = day ?? defaultBiddingDay(loadingDate, today);
  const inUtc = endOfDayUtc(chosen);
  if (!timeZone) return inUtc;
  const onHerClocks = endOfDayIn(chosen, timeZone);
  return onHerClocks < inUtc ? onHerClocks : inUtc;
}

export function biddingOpen(endsAt: Date, now = new Date()): boolean {
  return endsAt.getTime() > now.getTime();
}

export interface TimeLeft {
  hours: number;
  minutes: number;
  seconds: number;
}

/** What is left before `endsAt`, only within its last 24 hours (null before them and after the end). */
export function countdownOf(endsAt: Date, now = new Date()): TimeLeft | null {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0 || left > countdownWindowMs) return null;
  const total = Math.ceil(left / second);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

/** "05:03:09": the visible clock of a countdown. */
export function clockText({ hours, minutes, seconds }: TimeLeft): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/**
 * What a screen reader hears: whole hours while more than one is left, then whole minutes (rounded
 * up), so a polite announcement changes at most once a minute and never every second.
 */
export function spokenLeft({ hours, minutes, seconds }: TimeLeft): { unit: 'hours' | 'minutes'; count: number } {
  if (hours >= 1) return { unit: 'hours', count: hours };
  return { unit: 'minutes', count: Math.max(1, minutes + (seconds > 0 ? 1 : 0)) };
}
