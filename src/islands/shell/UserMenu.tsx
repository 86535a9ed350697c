import { useHydrated, useStoreAfterHydration } from '@/client/use-after-hydration';
import { lazyUntilUsed } from '@/client/lazy-until-used';
import { Skeleton } from '@/components/ui/skeleton';
import { $user } from '@/stores/auth';
import { UserMenuButton } from './UserMenuButton';

// The menu (Radix dropdown, floating-ui) loads on first use: every platform page shows the button.
const LazyUserMenu = lazyUntilUsed(UserMenuButton, () => import('./UserMenuPopup').then(({ UserMenuPopup }) => UserMenuPopup));

/** My account, account type, sign out. */
export function UserMenu() {
  const user = useStoreAfterHydration($user, null);
  const hydrated = useHydrated();
  if (user) return <LazyUserMenu user={user} />;
  // The server does not know who is signed in: the button's place is kept until hydration (its picture,
  // and from 1280 px a typical name), so the bell and the other controls do not jump sideways when it comes.
  if (!hydrated) return <UserMenuPlaceholder />;
  return null;
}

function UserMenuPlaceholder() {
  return (
    <span aria-hidden="true" className="flex h-9 items-center gap-2 px-2">
      <Skeleton className="size-7 rounded-full" />
      <Skeleton className="hidden h-4 w-24 xl:block" />
    </span>
  );
}
