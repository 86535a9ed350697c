/**
 * superjson's `serialize` for what answers hold, without superjson's walk: plain objects and arrays
 * of strings, finite numbers, booleans, null, undefined and Dates. superjson checks every value
 * against its whole registry of types and copies the tree (~7–13 % of a call's CPU, issue 25); this
 * walk notes where the Dates and undefined are and copies only what holds a Date, to put its ISO
 * string there. JSON.stringify leaves out a key whose value is undefined, which the note brings back
 * on the client as superjson's null would. Anything else (a Map, Set, BigInt, class instance, NaN,
 * ±Infinity, -0, an invalid Date, an object met twice) goes to superjson itself. The client reads it
 * with superjson (tests/unit/answer-serializer.test.ts).
 */
import superjson from 'superjson';
import { isoString } from './iso-date';

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

/**
 * Notes `annotation` under the current path; a path is only written for the values noted, joined
 * here in one loop (a page of loads notes forty; a map and a join each cost twice as much).
 */
function note(walk: Walk, annotation: Annotation) {
  let path = '';
  for (const key of walk.path) path += `${path === '' ? '' : '.'}${typeof key === 'number' ? key : escapeKey(key)}`;
  walk.notes[path] = annotation;
}

/**
 * `item`, found under `key`, as JSON.stringify should see it: itself, or where it is or holds a Date a
 * copy with the Date's ISO string in its place. A path is only pushed for what may need a note.
 */
function visitItem(item: unknown, key: string | number, walk: Walk): unknown {
  switch (typeof item) {
    case 'string':
    case 'boolean':
      return item;
    case 'number':
      if (!Number.isFinite(item) || Object.is(item, -0)) throw notPlain;
      return item;
    case 'undefined':
      walk.path.push(key);
      note(walk, ['undefined']);
      walk.path.pop();
      return item;
    case 'object': {
      if (item === null) return item;
      walk.path.push(key);
      const written = visitObject(item, walk);
      walk.path.pop();
      return written;
    }
    default:
      throw notPlain;
  }
}

/**
 * Notes each Date and undefined in `value`, and gives it back with its Dates as ISO strings: only the
 * objects and arrays that hold a Date are copied (JSON.stringify writes a Date through its toJSON, ~3×
 * the CPU of toISOString; isoString takes a third of toISOString's). Throws NotPlain where superjson
 * would write something else.
 */
function visitObject(value: object, walk: Walk): unknown {
  if (walk.seen.has(value)) throw notPlain; // superjson would note the shared reference
  walk.seen.add(value);
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      const written = visitItem(item, index, walk);
      if (written !== item) (copy ??= value.slice())[index] = written;
    }
    return copy ?? value;
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw notPlain;
    note(walk, ['Date']);
    return isoString(value);
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) throw notPlain;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    const written = visitItem(item, key, walk);
    if (written !== item) (copy ??= { ...value })[key] = written;
  }
  return copy ?? value;
}

export function serializeAnswer(value: unknown): Serialized {
  // A Date or undefined at the root is annotated without a path: superjson's own way is as quick.
  if (value === null || typeof value !== 'object' || value instanceof Date) return superjson.serialize(value);
  const walk: Walk = { notes: {}, seen: new Set(), path: [] };
  let json: Serialized['json'];
  try {
    json = visitObject(value, walk) as Serialized['json'];
  } catch (error) {
    if (error instanceof NotPlain) return superjson.serialize(value);
    throw error;
  }
  // Spread: an object given forty-odd keys one by one turns to a dictionary, and JSON.stringify then
  // starts over on its slow path when it meets it, after the whole answer (~20 µs on a page of loads).
  return Object.keys(walk.notes).length === 0 ? { json } : { json, meta: { values: { ...walk.notes }, v: 1 } };
}
