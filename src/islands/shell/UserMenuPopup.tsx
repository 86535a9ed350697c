import { useRef, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, LogOut, UserRound } from 'lucide-react';
import type { Opening } from '@/client/lazy-until-used';
import type { SessionUser } from '@/stores/auth';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { UserMenuButton } from './UserMenuButton';

interface Props {
  user: SessionUser;
  /** How the first use opened it: it mounts open. */
  opening: Opening;
}

/** The user menu itself, loaded on first use (UserMenu.tsx) and open at once. */
export function UserMenuPopup({ user, opening }: Props) {
  const { t } = useTranslation('platform');
  // Radix puts focus on the first item when a key opened the menu, but it mounted after that key.
  const focusFirstItem = useRef(opening === 'keyboard');
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!focusFirstItem.current || event.target !== event.currentTarget) return;
    focusFirstItem.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus();
  };
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <UserMenuButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-[min(20rem,calc(100vw-2rem))]" onFocus={onFocus}>
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
