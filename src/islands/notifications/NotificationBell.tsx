import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $newNotification, $unreadNotifications } from '@/client/notification-stream';
import { lazyUntilUsed } from '@/client/lazy-until-used';
import { toast } from '@/client/toast';
import { useStoreAfterHydration } from '@/client/use-after-hydration';
import { BellButton } from './BellButton';
import { useNotificationText } from './use-notification-text';

// The popover and its panel (list, entries, dates) load with the first use: most page views never open it.
const LazyBellPopover = lazyUntilUsed(BellButton, () =>
  import('./NotificationBellPopover').then(({ NotificationBellPopover }) => NotificationBellPopover),
);

/** The badge says "99+" beyond this, and so does the button's name (its visible text must be in it). */
const mostShown = 99;

/**
 * The top bar's bell: the unread count from the tab's notification stream, a new notification said
 * politely (a toast), and a panel of the latest ones. Escape closes the panel and returns to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation('notifications');
  const unread = useStoreAfterHydration($unreadNotifications, null) ?? 0;
  const text = useNotificationText();
  const shown = unread > mostShown ? `${mostShown}+` : String(unread);
  useEffect(() => $newNotification.listen((item) => item && toast.info(text(item))), [text]);
  const label = unread > 0 ? t('bellUnread', { count: unread, shown }) : t('bell');
  return <LazyBellPopover label={label} unread={unread} shown={shown} />;
}
