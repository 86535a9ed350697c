/**
 * superjson's `serialize` for what answers hold, without superjson's walk: plain objects and arrays
 * of strings, finite numbers, booleans, null, undefined and Dates. superjson checks every value
 * against its whole registry of types and copies the tree (~7–13 % of a call's CPU, issue 25); this
 * walk only notes where the Dates and undefined are, and the answer itself is the `json` part:
 * JSON.stringify writes a Date as superjson does (its ISO string) and leaves out a key whose value
 * is undefined, which the note brings back on the client as superjson's null would. Anything else (a
 * Map, Set, BigInt, class instance, NaN, ±Infinity, -0, an invalid Date, an object met twice) goes
 * to superjson itself. The client reads it with superjson (tests/unit/answer-serializer.test.ts).
 */
import superjson from 'superjson';

type Annotation = ['Date'] | ['undefined'];
type Serialized = ReturnType<typeof superjson.serialize>;

/** A path segment as superjson writes it: dots and backslashes escaped. */
const escapeKey = (key: string) => (key.includes('.') || key.includes('\\') ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key);

class NotPlain extends Error {}
const notPlain = new NotPlain();

/** What one walk gathers: the notes by path, the objects met, and the path of the value being walked. */
interface Walk {
  notes: Record<string, Annotation>;
  seen: Set<object>;
  path: (string | number)[];
}

/** Notes `annotation` under the current path; a path is only written for the few values noted. */
function note(walk: Walk, annotation: Annotation) {
  walk.notes[walk.path.map((key) => (typeof key === 'number' ? key : escapeKey(key))).join('.')] = annotation;
}

/** Checks one value under `key`: a path is only pushed for what may need a note (objects and undefined). */
function visitItem(item: unknown, key: string | number, walk: Walk): void {
  switch (typeof item) {
    case 'string':
    case 'boolean':
      return;
    case 'number':
      if (!Number.isFinite(item) || Object.is(item, -0)) throw notPlain;
      return;
    case 'undefined':
      walk.path.push(key);
      note(walk, ['undefined']);
      walk.path.pop();
      return;
    case 'object':
      if (item === null) return;
      walk.path.push(key);
      visitObject(item, walk);
      walk.path.pop();
      return;
    default:
      throw notPlain;
  }
}

/** Notes each Date and undefined in `value`; throws NotPlain where superjson would write something else. */
function visitObject(value: object, walk: Walk): void {
  if (walk.seen.has(value)) throw notPlain; // superjson would note the shared reference
  walk.seen.add(value);
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) visitItem(value[index], index, walk);
    return;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw notPlain;
    note(walk, ['Date']);
    return;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) throw notPlain;
  for (const key of Object.keys(value)) visitItem((value as Record<string, unknown>)[key], key, walk);
}

export function serializeAnswer(value: unknown): Serialized {
  // A Date or undefined at the root is annotated without a path: superjson's own way is as quick.
  if (value === null || typeof value !== 'object' || value instanceof Date) return superjson.serialize(value);
  const walk: Walk = { notes: {}, seen: new Set(), path: [] };
  try {
    visitObject(value, walk);
  } catch (error) {
    if (error instanceof NotPlain) return superjson.serialize(value);
    throw error;
  }
  const json = value as Serialized['json'];
  return Object.keys(walk.notes).length === 0 ? { json } : { json, meta: { values: walk.notes, v: 1 } };
}
