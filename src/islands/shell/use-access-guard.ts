import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $auth, homePathFor } from '@/stores/auth';

export type Area = 'any' | 'user' | 'transporter';

/** Sends a visitor who may not see this area to where /platform would send them. */
export function useAccessGuard(area: Area): boolean {
  const auth = useStore($auth);
  const home = homePathFor(auth);
  const allowed =
    auth.isAuthenticated && (area === 'any' || (area === 'transporter') === home.endsWith('/transporter'));
  useEffect(() => {
    if (!allowed) location.replace(home);
  }, [allowed, home]);
  return allowed;
}
