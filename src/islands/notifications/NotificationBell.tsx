import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { $newNotification, $unreadNotifications } from '@/client/notification-stream';
import { toast } from '@/client/toast';
import { useStoreAfterHydration } from '@/client/use-after-hydration';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { useNotificationText } from './use-notification-text';

// The panel's code (list, entries, dates) loads with its first opening: most page views never open it.
const NotificationPanel = lazy(() => import('./NotificationPanel').then(({ NotificationPanel }) => ({ default: NotificationPanel })));

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
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? t('bellUnread', { count: unread, shown }) : t('bell')}
        >
          <Bell aria-hidden="true" />
          {unread > 0 && (
            <span className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[0.6875rem] leading-none font-semibold text-destructive-foreground tabular-nums">
              {shown}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" collisionPadding={8} aria-label={t('panelTitle')} className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <Suspense fallback={<Skeleton className="m-4 h-24" />}>
          <NotificationPanel unread={unread} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
