import { useTranslation } from 'react-i18next';
import { BadgeCheck, LogOut, UserRound } from 'lucide-react';
import { useStoreAfterHydration } from '@/client/use-after-hydration';
import { $user } from '@/stores/auth';
import { UserAvatar } from '@/components/app/UserAvatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/** My account, account type, sign out. */
export function UserMenu() {
  const { t } = useTranslation('platform');
  const user = useStoreAfterHydration($user, null);
  if (!user) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-9 gap-2 px-2" title={t('menu.label')}>
          <UserAvatar name={user.name} avatarKey={user.avatarKey} />
          {/* A long (company) name is cut to one line; the button's accessible name stays whole. */}
          <span className="sr-only max-w-40 truncate sm:not-sr-only sm:inline-block">{user.name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-[min(20rem,calc(100vw-2rem))]">
        <DropdownMenuLabel>
          <span className="block truncate">{user.name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href="/platform/account">
            <UserRound aria-hidden="true" />
            {t('menu.myAccount')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem disabled>
          <BadgeCheck aria-hidden="true" />
          {t('menu.accountType')}: {t(`accountType.${user.accountType}`)}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href="/home/user/log-out?navigateToLogIn=true">
            <LogOut aria-hidden="true" />
            {t('menu.signOut')}
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
