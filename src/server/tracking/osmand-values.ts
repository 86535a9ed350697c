/**
 * The values of the OsmAnd protocol as Traccar's OsmAndProtocolDecoder reads them: decimal numbers,
 * Java-style booleans and its three timestamp forms. Each parser returns undefined for a malformed
 * value; the caller refuses the request then.
 */

/** Java's Integer.MAX_VALUE: Traccar reads a smaller number as unix seconds, a larger one as milliseconds. */
const secondsBelow = 2_147_483_647;

/** A plain decimal (sign, digits, point, exponent); not NaN, Infinity, hex or an empty string. */
export function parseDecimal(value: string): number | undefined {
  const text = value.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(text)) return undefined;
  const number = Number(text);
  return Number.isFinite(number) ? number : undefined;
}

/** Java's Integer.parseInt: an optional sign and digits only. */
export function parseInteger(value: string): number | undefined {
  return /^[+-]?\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : undefined;
}

/** Boolean.parseBoolean, which `valid` also accepts as "1": anything else is false, never an error. */
export function parseFlag(value: string): boolean {
  return value.toLowerCase() === 'true' || value === '1';
}

const isoPattern = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Milliseconds of an offset such as `+02:00`, `-0530`, `+01` or `Z`. */
function offsetMs(offset: string | undefined): number {
  if (!offset || offset.toUpperCase() === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  const digits = offset.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0)) * 60_000;
}

/**
 * An ISO-8601 date-time (`2026-11-23T10:15:30Z`, with fractions or an offset) or Traccar's
 * `yyyy-MM-dd HH:mm:ss`. Without an offset the time is UTC (Traccar uses its server's zone). A `+`
 * left unencoded in a query string arrives as a space: `…T10:15:30 02:00` reads as `+02:00`.
 */
export function parseDateTime(value: string): Date | undefined {
  const text = value.trim().replace(/(T\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?) (\d{2}(?::?\d{2})?)$/i, '$1+$2');
  const match = isoPattern.exec(text);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = '0', fraction = '', offset] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = parts;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, Number(fraction.padEnd(3, '0').slice(0, 3)));
  const check = new Date(utc);
  // Date.UTC rolls 2026-02-30 over to March: a date that does not exist is malformed.
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) {
    return undefined;
  }
  return new Date(utc - offsetMs(offset));
}

/** `timestamp`: unix seconds, unix milliseconds, or a date-time. */
export function parseTimestamp(value: string): Date | undefined {
  const text = value.trim();
  if (/^-?\d{1,16}$/.test(text)) {
    const number = Number(text);
    return new Date(number < secondsBelow ? number * 1000 : number);
  }
  return parseDateTime(text);
}

/** Knots (Traccar's unit for `speed` in this protocol) and metres per second (the JSON body's) to km/h. */
export const kmhPerKnot = 1.852;
export const kmhPerMps = 3.6;

/** Speeds, headings, accuracies and battery levels below zero mean "unknown" to these clients (iOS sends -1). */
export function unknownIfNegative(value: number | undefined): number | null {
  return value === undefined || value < 0 ? null : value;
}

/** A heading in [0, 360). */
export function normalizeHeading(value: number | undefined): number | null {
  const known = unknownIfNegative(value);
  return known === null ? null : known % 360;
}

/** A battery level in percent; outside 0–100 (a voltage, a placeholder) it is unknown, not an error. */
export function batteryPercent(value: number | undefined): number | null {
  return value === undefined || value < 0 || value > 100 ? null : value;
}
