import { useCallback, useEffect, useState } from 'react';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function fromLocation(): string | null {
  const value = new URLSearchParams(location.search).get('load');
  return value && uuid.test(value) ? value : null;
}

/** The load open in the detail panel, mirrored in `?load=<uuid>` (as the customer side's `?transport=`). */
export function useLoadParam(): [string | null, (id: string | null) => void] {
  const [openId, setOpenId] = useState<string | null>(fromLocation);
  useEffect(() => {
    const follow = () => setOpenId(fromLocation());
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);
  useEffect(() => {
    const url = new URL(location.href);
    if (openId) url.searchParams.set('load', openId);
    else url.searchParams.delete('load');
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  }, [openId]);
  return [openId, useCallback((id: string | null) => setOpenId(id), [])];
}
