import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { customerAccountTypes, transporterAccountTypes, type AccountType } from '@/lib/constants';
import { $auth, homePathFor } from '@/stores/auth';

export type Area = 'any' | 'user' | 'transporter';

const areaAccountTypes: Record<Exclude<Area, 'any'>, readonly AccountType[]> = {
  user: customerAccountTypes,
  transporter: transporterAccountTypes,
};

/** Sends a visitor who may not see this area to where /platform would send them. */
export function useAccessGuard(area: Area): boolean {
  const auth = useStore($auth);
  const home = homePathFor(auth);
  const allowed =
    auth.isAuthenticated && (area === 'any' || (auth.user !== null && areaAccountTypes[area].includes(auth.user.accountType)));
  useEffect(() => {
    if (!allowed) location.replace(home);
  }, [allowed, home]);
  return allowed;
}
