import { useCallback, useEffect, useRef, useState } from 'react';
import {
  firstPage,
  keysetPositionFrom,
  nextPosition,
  previousPosition,
  writeKeysetPosition,
  type KeysetPosition,
} from '@/client/use-keyset-page';
import { readLoadSearchParams, writeLoadSearchParams, type LoadSearchParams } from '@/lib/load-search-params';

export interface LoadSearchView extends LoadSearchParams {
  position: KeysetPosition;
}

function fromLocation(): LoadSearchView {
  const params = new URLSearchParams(location.search);
  return { ...readLoadSearchParams(params), position: keysetPositionFrom(params) };
}

/**
 * The load search as the URL holds it. Each change (filters applied, a page turned) is a history
 * entry, so back and forward walk through them; a reload or a shared link opens the same list.
 */
export function useLoadSearchUrl() {
  const [view, setView] = useState<LoadSearchView>(fromLocation);
  // The first write only tidies the URL; one that follows back/forward must not add an entry.
  const write = useRef<'replace' | 'push' | 'none'>('replace');
  useEffect(() => {
    const follow = () => {
      write.current = 'none';
      setView(fromLocation());
    };
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);
  useEffect(() => {
    const how = write.current;
    write.current = 'push';
    if (how === 'none') return;
    const url = new URL(location.href);
    writeLoadSearchParams(url, view);
    writeKeysetPosition(url, view.position);
    if (url.href === location.href) return;
    if (how === 'replace') history.replaceState(history.state, '', url);
    else history.pushState(history.state, '', url);
  }, [view]);
  return {
    view,
    /** New filters, scope or page size start again from the first page. */
    search: useCallback((search: Partial<LoadSearchParams>) => setView((current) => ({ ...current, ...search, position: firstPage })), []),
    next: useCallback((cursor: string) => setView((current) => ({ ...current, position: nextPosition(current.position, cursor) })), []),
    previous: useCallback(
      (cursor: string) => setView((current) => ({ ...current, position: previousPosition(current.position, cursor) })),
      [],
    ),
  };
}
