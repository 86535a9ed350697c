import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/stores/auth';
import { UserAvatar } from '@/components/app/UserAvatar';
import { Button } from '@/components/ui/button';

interface Props extends ComponentProps<'button'> {
  user: SessionUser;
}

/** The user menu's button: the plain one before the menu's code loads and the Radix trigger after. */
export function UserMenuButton({ user, ...buttonProps }: Props) {
  const { t } = useTranslation('platform');
  return (
    <Button variant="ghost" className="h-9 gap-2 px-2" title={t('menu.label')} aria-haspopup="menu" {...buttonProps}>
      <UserAvatar name={user.name} avatarKey={user.avatarKey} />
      {/* From a 1280 px screen, where the top bar has room for it (a tablet shows the picture alone); a long
          (company) name is cut to one line; the button's accessible name stays whole. */}
      <span className="sr-only max-w-40 truncate xl:not-sr-only xl:inline-block">{user.name}</span>
    </Button>
  );
}
