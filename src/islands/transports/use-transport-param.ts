import { useCallback, useEffect, useState } from 'react';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The open transport, mirrored in `?transport=<uuid>` so a link (or the wizard) can open it. */
export function useTransportParam(): [string | null, (id: string | null) => void] {
  const [openId, setOpenId] = useState<string | null>(() => {
    const value = new URLSearchParams(location.search).get('transport');
    return value && uuid.test(value) ? value : null;
  });
  useEffect(() => {
    const url = new URL(location.href);
    if (openId) url.searchParams.set('transport', openId);
    else url.searchParams.delete('transport');
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  }, [openId]);
  return [openId, useCallback((id: string | null) => setOpenId(id), [])];
}
