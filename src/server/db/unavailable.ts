/**
 * Whether an error means "the database cannot be reached now" (a dropped or refused connection, a
 * time-out, a server shutting down, a closed embedded database) rather than a fault of the request.
 * Such a failure is answered 503 with Retry-After and a translated message, never 500: the caller
 * may try again, and the process recovers by itself when the database comes back (the pool opens
 * new connections; nothing needs a restart).
 */

/** The message key every "database away" answer carries (locales/<lang>/errors.json). */
export const serviceUnavailableKey = 'errors:serviceUnavailable';

/** Seconds a client is asked to wait before trying again. */
export const retryAfterSeconds = 5;

const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATEs of a server that is going away or cannot take us (class 08: connection exceptions). */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300']);

const unavailableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
  /^PGlite is closed$/,
];

function isUnavailableHere(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.has(code) || code.startsWith('08'))) return true;
  return unavailableMessages.some((pattern) => pattern.test(error.message));
}

/** True when `error` or one of its causes (Drizzle and tRPC wrap the driver's error) says the database is away. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; current = (current as { cause?: unknown }).cause, depth++) {
    if (isUnavailableHere(current)) return true;
  }
  return false;
}
