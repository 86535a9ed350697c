import { useStoreAfterHydration } from '@/client/use-after-hydration';
import { lazyUntilUsed } from '@/client/lazy-until-used';
import { $user } from '@/stores/auth';
import { UserMenuButton } from './UserMenuButton';

// The menu (Radix dropdown, floating-ui) loads on first use: every platform page shows the button.
const LazyUserMenu = lazyUntilUsed(UserMenuButton, () => import('./UserMenuPopup').then(({ UserMenuPopup }) => UserMenuPopup));

/** My account, account type, sign out. */
export function UserMenu() {
  const user = useStoreAfterHydration($user, null);
  if (!user) return null;
  return <LazyUserMenu user={user} />;
}
