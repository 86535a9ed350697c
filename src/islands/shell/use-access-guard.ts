import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { accessRedirect, type Area } from '@/lib/platform-access';
import { $auth } from '@/stores/auth';

export type { Area };

/**
 * Sends a visitor who may not see this area to where /platform would send them. The inline guard
 * has already done so before the page drew; this follows log-outs and account switches in other tabs.
 */
export function useAccessGuard(area: Area): boolean {
  const auth = useStore($auth);
  const redirect = accessRedirect(area, auth, location.pathname + location.search);
  useEffect(() => {
    if (redirect) location.replace(redirect);
  }, [redirect]);
  return redirect === null;
}
