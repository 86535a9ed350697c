/**
 * Keyset (cursor) paging over a list ordered by (time, id), newest first: a page is read through an
 * index from where the last one ended, never by counting or skipping rows. The cursor carries the
 * time as PostgreSQL's text (microseconds kept) and the id, base64url-encoded and opaque to clients.
 */
import { TRPCError } from '@trpc/server';
import { isPgTimestamptz } from './cursor-keys';

export interface Position {
  time: string;
  id: string;
}

export function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify([position.time, position.id])).toString('base64url');
}

export function decodeCursor(cursor: string): Position {
  try {
    const [time, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (typeof time === 'string' && typeof id === 'string' && isPgTimestamptz(time) && /^[0-9a-f-]{36}$/i.test(id)) return { time, id };
  } catch {
    // Falls through to the refusal below.
  }
  throw new TRPCError({ code: 'BAD_REQUEST', message: 'validation:invalidInput' });
}

/**
 * From rows fetched one more than a page (in the direction asked), the page in display order and the
 * cursors to the pages after and before it (null at either end).
 */
export function pageOf<T extends { cursor: Position }>(rows: T[], pageSize: number, direction: 'after' | 'before', fromCursor: boolean) {
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  if (direction === 'before') page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const hasNext = direction === 'before' ? fromCursor : more;
  const hasPrevious = direction === 'before' ? more : fromCursor;
  return {
    page,
    next: hasNext && last ? encodeCursor(last.cursor) : null,
    previous: hasPrevious && first ? encodeCursor(first.cursor) : null,
  };
}
