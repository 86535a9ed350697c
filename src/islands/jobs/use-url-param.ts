import { useCallback, useEffect, useState } from 'react';

/**
 * One query parameter as state (`?job=<uuid>`, `?group=inTransit`), kept in the URL with
 * replaceState so a reload or a shared link opens the same view; values `valid` refuses read as null.
 */
export function useUrlParam(name: string, valid: (value: string) => boolean): [string | null, (value: string | null) => void] {
  const [value, setValue] = useState<string | null>(() => {
    const found = new URLSearchParams(location.search).get(name);
    return found && valid(found) ? found : null;
  });
  useEffect(() => {
    const url = new URL(location.href);
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  }, [name, value]);
  return [value, useCallback((next: string | null) => setValue(next), [])];
}

export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
