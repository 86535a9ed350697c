import { useEffect } from 'react';
import { useApi, type ApiState } from './use-api';

/** `useApi`, read again every `everyMs` while the page is visible (and at once when it becomes visible again). */
export function usePolling<T>(query: () => Promise<T>, everyMs: number): ApiState<T> {
  const state = useApi(query);
  const { reload } = state;
  useEffect(() => {
    const tick = () => document.visibilityState === 'visible' && reload();
    const timer = window.setInterval(tick, everyMs);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
    // `reload` is a new function each render; the interval only needs the latest one's effect (a state bump).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [everyMs]);
  return state;
}
