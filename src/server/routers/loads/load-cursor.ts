/**
 * The load search's keyset cursor: which order it belongs to, the row's sort key as PostgreSQL
 * prints it (a day, a timestamp with microseconds, a count or a distance: each casts back exactly),
 * and the row's id. Opaque to clients (base64url JSON).
 */
import { TRPCError } from '@trpc/server';
import { isPgDate, isPgFloat8, isPgInt, isPgTimestamptz } from '../../platform/cursor-keys';

export interface LoadCursor {
  order: string;
  key: string;
  id: string;
}

export function encodeLoadCursor(cursor: LoadCursor): string {
  return Buffer.from(JSON.stringify([cursor.order, cursor.key, cursor.id])).toString('base64url');
}

/** Each kind of key as it prints; a key that is not one never reaches SQL. */
const validKeys: Record<KeyType, (key: string) => boolean> = {
  date: isPgDate,
  timestamptz: isPgTimestamptz,
  int: isPgInt,
  float8: isPgFloat8,
};
export type KeyType = 'date' | 'timestamptz' | 'int' | 'float8';

/** The cursor, if it was handed out for this order; anything else is refused. */
export function decodeLoadCursor(cursor: string, order: string, keyType: KeyType): LoadCursor {
  try {
    const [from, key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    const validKey = typeof key === 'string' && validKeys[keyType](key);
    if (
      from === order &&
      validKey &&
      typeof id === 'string' &&
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
    ) {
      return { order, key, id };
    }
  } catch {
    // Falls through to the refusal below.
  }
  throw new TRPCError({ code: 'BAD_REQUEST', message: 'validation:invalidInput' });
}

/**
 * From rows fetched one more than a page (in the direction asked), the page in display order and the
 * cursors to the pages after and before it (null at either end), as platform/keyset.ts pageOf does.
 */
export function loadPageOf<T extends { id: string; sortKey: string }>(
  rows: T[],
  pageSize: number,
  direction: 'after' | 'before',
  from: LoadCursor | null,
  order: string,
) {
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  if (direction === 'before') page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const hasNext = direction === 'before' ? from !== null : more;
  const hasPrevious = direction === 'before' ? more : from !== null;
  const cursorOf = (row: T) => encodeLoadCursor({ order, key: row.sortKey, id: row.id });
  return {
    page,
    next: hasNext && last ? cursorOf(last) : null,
    previous: hasPrevious && first ? cursorOf(first) : null,
  };
}
