/**
 * What a log line may carry. Logs leave the server (consoles, collectors, support tickets), so
 * everything passes through here: an error becomes its class, code and a scrubbed message (a
 * database error quotes its query and parameters: a password hash, an address); fields named like
 * secrets or mail content are dropped; every string loses what looks like a hash, token, mailed link
 * or email address. A value the operator must read as it is (the outbox address) is marked verbatim.
 */

const secretWords = new Set([
  'password',
  'passwd',
  'pwd',
  'hash',
  'token',
  'secret',
  'authorization',
  'cookie',
  'credential',
  'html',
  'text',
  'body',
]);

/** Field names already judged: a server logs the same few names on every request (issue 25). */
const secretFieldNames = new Map<string, boolean>();
const mostFieldNamesKept = 1_000;

/** `passwordHash`, `refresh_token`, `Set-Cookie`, `tokens` are secret names; `context`, `subject` are not. */
export function isSecretField(name: string): boolean {
  let secret = secretFieldNames.get(name);
  if (secret === undefined) {
    secret = name
      .split(/[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])/)
      .map((word) => word.toLowerCase())
      .some((word) => secretWords.has(word) || (word.endsWith('s') && secretWords.has(word.slice(0, -1))));
    if (secretFieldNames.size < mostFieldNamesKept) secretFieldNames.set(name, secret);
  }
  return secret;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const scrubbers: [RegExp, string | ((match: string) => string)][] = [
  // Drizzle: "Failed query: <sql>\nparams: <every bound value>".
  [/\bparams:[\s\S]*$/, 'params: [redacted]'],
  [/\$argon2(?:id|i|d)\$[A-Za-z0-9+/=$,.-]*/g, '[hash]'],
  [/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[jwt]'],
  [/\bBearer\s+[^\s,'"`]+/gi, 'Bearer [redacted]'],
  // Links and query strings: whatever follows `?` may carry a token (reset, confirmation, outbox key).
  [/(\b[a-z][a-z0-9+.-]*:\/\/[^\s?#'"`]*)[?#][^\s'"`]*/gi, '$1?[redacted]'],
  [/([?&](?:token|confirm|key|code|refreshToken)=)[^\s&'"`]+/gi, '$1[redacted]'],
  [/[^\s@<>()[\]'"`,;:]+@[^\s@<>()[\]'"`,;:]+\.[A-Za-z]{2,}/g, '[email]'],
  // Opaque tokens (32 random bytes, base64url) and hex digests; ids (UUIDs) and names stay.
  [/[A-Za-z0-9_-]{32,}/g, (match) => (uuid.test(match) || !/\d/.test(match) || !/[A-Za-z]/.test(match) ? match : '[token]')],
];

/**
 * Any scrubber's pattern, in one test: most of what is logged (a method, a path, a status word, an
 * id) matches none, and is kept without running them one by one (issue 25: the request line's
 * fields took ~7 µs). Made from the scrubbers themselves, so it can never miss one of them.
 */
const mayNeedScrubbing = new RegExp(scrubbers.map(([pattern]) => `(?:${pattern.source})`).join('|'), 'i');

export function scrub(text: string): string {
  if (!mayNeedScrubbing.test(text) || uuid.test(text)) return text;
  return scrubbers.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement as string), text);
}

const verbatimBrand = Symbol('verbatim');
interface Verbatim {
  [verbatimBrand]: string;
}

/** A value logged as it is: only for what the operator must read (the outbox address on their console). */
export function verbatim(value: string): Verbatim {
  return { [verbatimBrand]: value };
}

function describeError(error: Error, depth: number): Record<string, unknown> {
  const code = (error as { code?: unknown }).code;
  const name = error.constructor.name !== 'Error' ? error.constructor.name : error.name;
  return {
    name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: scrub(String(error.message)),
    ...(error.cause !== undefined && depth < 3 ? { cause: redact(error.cause, depth + 1) } : {}),
  };
}

/** The loggable form of any value. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' || typeof value === 'symbol' ? String(value) : value;
  if (verbatimBrand in value) return (value as Verbatim)[verbatimBrand];
  if (value instanceof Error) return describeError(value, depth);
  if (value instanceof Date) return value.toISOString();
  if (depth >= 4) return '[nested]';
  if (Array.isArray(value)) return value.map((entry) => redact(entry, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isSecretField(key))
      .map(([key, entry]) => [key, redact(entry, depth + 1)]),
  );
}
