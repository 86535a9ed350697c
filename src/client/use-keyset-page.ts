import { useCallback, useEffect, useState } from 'react';

/** Where a keyset-paged list stands: the page number shown, and the cursor it was reached from. */
export interface KeysetPosition {
  page: number;
  cursor?: string;
  direction: 'after' | 'before';
}

export const firstPage: KeysetPosition = { page: 1, direction: 'after' };

/** The position a URL's `page` and `after`/`before` params name (the first page when they name none). */
export function keysetPositionFrom(params: URLSearchParams): KeysetPosition {
  const page = Number(params.get('page'));
  const after = params.get('after');
  const before = params.get('before');
  if (!Number.isInteger(page) || page < 2 || !(after || before)) return firstPage;
  return after ? { page, cursor: after, direction: 'after' } : { page, cursor: before ?? undefined, direction: 'before' };
}

/** Writes the position into a URL's params (none for the first page). */
export function writeKeysetPosition(url: URL, position: KeysetPosition): void {
  for (const key of ['page', 'after', 'before']) url.searchParams.delete(key);
  if (position.page > 1 && position.cursor) {
    url.searchParams.set('page', String(position.page));
    url.searchParams.set(position.direction, position.cursor);
  }
}

/** The page after or before the current one, from the cursors the server handed out with it. */
export const nextPosition = (p: KeysetPosition, cursor: string): KeysetPosition => ({ page: p.page + 1, cursor, direction: 'after' });
export const previousPosition = (p: KeysetPosition, cursor: string): KeysetPosition =>
  p.page <= 2 ? firstPage : { page: p.page - 1, cursor, direction: 'before' };

/**
 * A list's position, kept in the URL (`?page=3&after=<cursor>`), so a reload or a shared link opens
 * the same page. `next`/`previous` take the cursors the server handed out with the current page.
 */
export function useKeysetPage() {
  const [position, setPosition] = useState<KeysetPosition>(() => keysetPositionFrom(new URLSearchParams(location.search)));
  useEffect(() => {
    const url = new URL(location.href);
    writeKeysetPosition(url, position);
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  }, [position]);
  return {
    position,
    next: useCallback((cursor: string) => setPosition((p) => nextPosition(p, cursor)), []),
    previous: useCallback((cursor: string) => setPosition((p) => previousPosition(p, cursor)), []),
    restart: useCallback(() => setPosition(firstPage), []),
  };
}
