/** IANA time zones ("Europe/Sarajevo"): whether the runtime knows one, and a calendar day's end in one. */
import { addDays } from './calendar-day';

/** Whether the runtime knows the IANA time zone. */
export function isKnownTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** How far `timeZone`'s clocks are ahead of UTC at `at`, in milliseconds (negative west of Greenwich). */
export function offsetMsIn(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The last millisecond of a calendar day ('YYYY-MM-DD') on `timeZone`'s clocks: the moment before its next midnight there. */
export function endOfDayIn(day: string, timeZone: string): Date {
  const midnightAsUtc = Date.parse(`${addDays(day, 1)}T00:00:00Z`);
  // The offset at that midnight, read twice: the first guess may fall on the other side of a change of clocks.
  const guess = midnightAsUtc - offsetMsIn(new Date(midnightAsUtc), timeZone);
  const midnight = midnightAsUtc - offsetMsIn(new Date(guess), timeZone);
  return new Date(midnight - 1);
}
