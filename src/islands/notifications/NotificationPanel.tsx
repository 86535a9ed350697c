import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { NotificationEntry } from './NotificationEntry';
import { useNotificationList } from './use-notification-list';

/** How many the bell's panel shows; the page has them all. */
const panelSize = 10;

/** The bell's panel: the latest ten, "Mark all as read", and the way to the page. */
export function NotificationPanel({ unread }: { unread: number }) {
  const { t } = useTranslation(['notifications', 'errors']);
  const headingId = useId();
  const list = useNotificationList(false);
  const items = list.items.slice(0, panelSize);
  return (
    <section aria-labelledby={headingId} className="grid">
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
        <h2 id={headingId} className="text-sm font-semibold">
          {t('panelTitle')}
        </h2>
        {/* Dimmed, not disabled, once nothing is unread: disabling it took the focus away from under the keyboard. */}
        <Button
          variant="ghost"
          size="sm"
          aria-disabled={unread === 0}
          className="aria-disabled:opacity-50"
          onClick={() => unread > 0 && void list.markAllRead()}
        >
          {t('markAllRead')}
        </Button>
      </div>
      {list.loading && items.length === 0 ? (
        <div className="grid gap-3 p-4" aria-busy="true">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : items.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">{list.failed ? t('errors:unexpected') : t('empty')}</p>
      ) : (
        <ul className="max-h-[min(28rem,calc(100dvh-10rem))] divide-y overflow-y-auto" aria-labelledby={headingId}>
          {items.map((item) => (
            <NotificationEntry key={item.id} item={item} onRead={() => list.shownRead(item.id)} />
          ))}
        </ul>
      )}
      <a href={paths.notifications} className="border-t px-4 py-2.5 text-center text-sm font-medium text-primary hover:underline">
        {t('seeAll')}
      </a>
    </section>
  );
}
