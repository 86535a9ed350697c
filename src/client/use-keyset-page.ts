import { useCallback, useEffect, useState } from 'react';

/** Where a keyset-paged list stands: the page number shown, and the cursor it was reached from. */
export interface KeysetPosition {
  page: number;
  cursor?: string;
  direction: 'after' | 'before';
}

const first: KeysetPosition = { page: 1, direction: 'after' };

function fromUrl(): KeysetPosition {
  const params = new URLSearchParams(location.search);
  const page = Number(params.get('page'));
  const after = params.get('after');
  const before = params.get('before');
  if (!Number.isInteger(page) || page < 2 || !(after || before)) return first;
  return after ? { page, cursor: after, direction: 'after' } : { page, cursor: before ?? undefined, direction: 'before' };
}

/**
 * A list's position, kept in the URL (`?page=3&after=<cursor>`), so a reload or a shared link opens
 * the same page. `next`/`previous` take the cursors the server handed out with the current page.
 */
export function useKeysetPage() {
  const [position, setPosition] = useState<KeysetPosition>(fromUrl);
  useEffect(() => {
    const url = new URL(location.href);
    for (const key of ['page', 'after', 'before']) url.searchParams.delete(key);
    if (position.page > 1 && position.cursor) {
      url.searchParams.set('page', String(position.page));
      url.searchParams.set(position.direction, position.cursor);
    }
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  }, [position]);
  return {
    position,
    next: useCallback((cursor: string) => setPosition((p) => ({ page: p.page + 1, cursor, direction: 'after' })), []),
    previous: useCallback(
      (cursor: string) => setPosition((p) => (p.page <= 2 ? first : { page: p.page - 1, cursor, direction: 'before' })),
      [],
    ),
    restart: useCallback(() => setPosition(first), []),
  };
}
