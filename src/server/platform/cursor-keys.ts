/**
 * A cursor's sort key as PostgreSQL prints it, checked before it is cast back in SQL: a key of the
 * right shape but no real value (31 February, hour 25, 1e999) would fail the cast and answer 500
 * where a forged cursor must answer BAD_REQUEST.
 */

/** Whether year-month-day names a day of the Gregorian calendar (years 1000–9999, as cursors print them). */
function isRealDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dateShape = /^(\d{4})-(\d{2})-(\d{2})$/;
const timestampShape = /^(\d{4})-(\d{2})-(\d{2}) (?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,6})?[+-](?:0\d|1[0-5])(?::[0-5]\d)?$/;

const dayOf = (match: RegExpExecArray | null) => !!match && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));

/** `2026-11-26`, as a `date` prints. */
export const isPgDate = (key: string): boolean => dayOf(dateShape.exec(key));

/** `2026-11-26 10:04:05.123456+00`, as a `timestamptz` prints (DateStyle ISO). */
export const isPgTimestamptz = (key: string): boolean => dayOf(timestampShape.exec(key));

/** A whole count that fits an `int`. */
export const isPgInt = (key: string): boolean => /^\d{1,9}$/.test(key);

/** A non-negative `float8` that is finite (1e999 is not). */
export const isPgFloat8 = (key: string): boolean => /^\d+(\.\d+)?(e[+-]?\d+)?$/.test(key) && Number.isFinite(Number(key));
