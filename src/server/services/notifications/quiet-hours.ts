/**
 * Quiet hours hold mail and push until morning (the bell is never held): given a person's window in
 * minutes after midnight of their time zone, when a notification made at `now` may go out.
 */
export interface QuietHours {
  enabled: boolean;
  from: number;
  to: number;
  timeZone: string;
}

/** Minutes after midnight at `at` in `timeZone`. */
export function minuteOfDayIn(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

function inWindow(minute: number, from: number, to: number): boolean {
  if (from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** `now` outside quiet hours; otherwise the first minute after them (within a day, exact to the minute). */
export function sendableAt(now: Date, quiet: QuietHours): Date {
  if (!quiet.enabled) return now;
  const minute = minuteOfDayIn(now, quiet.timeZone);
  if (!inWindow(minute, quiet.from, quiet.to)) return now;
  const wait = (quiet.to - minute + 24 * 60) % (24 * 60);
  const at = new Date(now.getTime() + wait * 60_000);
  at.setUTCSeconds(0, 0);
  // A change of clocks (summer time) within the wait moves the local minute by an hour: step to it.
  const drift = minuteOfDayIn(at, quiet.timeZone) - quiet.to;
  return drift === 0 ? at : new Date(at.getTime() - (((drift + 36 * 60) % (24 * 60)) - 12 * 60) * 60_000);
}
