import { useEffect, useRef } from 'react';

/** How often a visible page asks again, so an award shows up without a reload. */
const pollMs = 30_000;

/**
 * Calls `reload` when the person comes back to the tab (focus, visibility) and every 30 s while the
 * page is visible: the transporter home and the jobs list see a new award within seconds of looking.
 */
export function useReloadOnReturn(reload: () => void): void {
  const latest = useRef(reload);
  useEffect(() => {
    latest.current = reload;
  });
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    const timer = window.setInterval(again, pollMs);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
      window.clearInterval(timer);
    };
  }, []);
}
