import { useEffect } from 'react';
import { accessRedirect, type Area } from '@/lib/platform-access';
import { $auth } from '@/stores/auth';

export type { Area };

/**
 * Sends a visitor who may not see this area to where /platform would send them. The inline guard
 * has already done so before the page drew; this follows log-outs and account switches in other tabs.
 * It runs after hydration only: the server knows neither the session nor the address bar.
 */
export function useAccessGuard(area: Area): void {
  useEffect(
    () =>
      $auth.subscribe((auth) => {
        const redirect = accessRedirect(area, auth, location.pathname + location.search);
        if (redirect) location.replace(redirect);
      }),
    [area],
  );
}
