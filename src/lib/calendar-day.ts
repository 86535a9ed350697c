/**
 * Calendar days: 'YYYY-MM-DD', a date with no time and no zone, as transports store their loading and
 * delivery days. In the browser a day is read and written at local midnight (a date picker's day is
 * the day the person clicked, never shifted by a time zone); "today" for the rules on the server is
 * the day in UTC, which no European time zone is behind.
 */
const pattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' naming a real day (no 30 February). */
export function isCalendarDay(value: string): boolean {
  if (!pattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The local day of a date, as the schemas want it. */
export function toCalendarDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A day at local midnight, so formatting never moves it; null for anything that is not 'YYYY-MM-DD'. */
export function fromCalendarDay(value: string | null | undefined): Date | null {
  const match = value ? pattern.exec(value) : null;
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Local midnight of today. */
export function startOfToday(now = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** Today in UTC as 'YYYY-MM-DD': the day the server's date rules count from. */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) a calendar day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
