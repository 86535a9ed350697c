/**
 * superjson's `serialize`, byte for byte, for what answers hold: plain objects and arrays of strings,
 * finite numbers, booleans, null, undefined and Dates. superjson's own walk checks every value
 * against its whole registry of types and was ~7–13 % of a call's CPU (issue 25); this one walk
 * notes only Dates and undefined, and hands anything else (a Map, Set, BigInt, class instance,
 * NaN, ±Infinity, -0, an object met twice) to superjson itself. The client still reads it with
 * superjson (tests/unit/answer-serializer.test.ts holds the two to the same output).
 */
import superjson from 'superjson';

type Annotation = ['Date'] | ['undefined'];
type Serialized = ReturnType<typeof superjson.serialize>;

/** A path segment as superjson writes it: dots and backslashes escaped. */
const escapeKey = (key: string) => (key.includes('.') || key.includes('\\') ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key);

class NotPlain extends Error {}
const notPlain = new NotPlain();

/** The JSON copy of `value`, noting each Date and undefined under its path; throws NotPlain otherwise. */
function walk(value: unknown, path: string, notes: Record<string, Annotation>, seen: Set<object>): unknown {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (!Number.isFinite(value) || Object.is(value, -0)) throw notPlain;
      return value;
    case 'undefined':
      notes[path] = ['undefined'];
      return null;
    case 'object': {
      if (value === null) return null;
      if (seen.has(value)) throw notPlain; // superjson would note the shared reference
      seen.add(value);
      const at = path === '' ? '' : `${path}.`;
      if (Array.isArray(value)) return value.map((item, index) => walk(item, `${at}${index}`, notes, seen));
      if (value instanceof Date) {
        if (Number.isNaN(value.getTime())) throw notPlain;
        notes[path] = ['Date'];
        return value.toISOString();
      }
      const prototype = Object.getPrototypeOf(value) as unknown;
      if (prototype !== Object.prototype && prototype !== null) throw notPlain;
      const copy: Record<string, unknown> = {};
      for (const key of Object.keys(value))
        copy[key] = walk((value as Record<string, unknown>)[key], `${at}${escapeKey(key)}`, notes, seen);
      return copy;
    }
    default:
      throw notPlain;
  }
}

export function serializeAnswer(value: unknown): Serialized {
  // A Date or undefined at the root is annotated without a path: superjson's own way is as quick.
  if (value === null || typeof value !== 'object' || value instanceof Date) return superjson.serialize(value);
  const notes: Record<string, Annotation> = {};
  try {
    const json = walk(value, '', notes, new Set()) as Serialized['json'];
    return Object.keys(notes).length === 0 ? { json } : { json, meta: { values: notes, v: 1 } };
  } catch (error) {
    if (error instanceof NotPlain) return superjson.serialize(value);
    throw error;
  }
}
