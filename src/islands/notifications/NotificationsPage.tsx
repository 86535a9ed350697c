import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/client/i18n';
import { $unreadNotifications } from '@/client/notification-stream';
import { island } from '@/client/island';
import { useStoreAfterHydration } from '@/client/use-after-hydration';
import { PageSkeleton } from '@/components/app/PageSkeleton';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { NotificationEntry } from './NotificationEntry';
import { NotificationFilter, type NotificationFilterValue } from './NotificationFilter';
import { useNotificationList } from './use-notification-list';

/** /platform/notifications: every notification or the unread ones, older ones on request, marked read one by one or all. */
function NotificationsPage() {
  const { t } = useTranslation(['notifications', 'platform', 'errors']);
  const [filter, setFilter] = useState<NotificationFilterValue>('all');
  const list = useNotificationList(filter === 'unread');
  const unread = useStoreAfterHydration($unreadNotifications, null);
  const firstLoad = list.loading && list.items.length === 0;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <NotificationFilter value={filter} onChange={setFilter} />
        <Button variant="outline" size="sm" disabled={unread === 0} onClick={() => void list.markAllRead()}>
          {t('markAllRead')}
        </Button>
      </div>
      <Card className="gap-0 overflow-hidden py-0" aria-busy={list.loading}>
        {firstLoad ? (
          <div className="grid gap-3 p-4">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : list.items.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">
            {list.failed ? t('errors:unexpected') : t(filter === 'unread' ? 'emptyUnread' : 'empty')}
          </p>
        ) : (
          <ul className="divide-y" aria-label={t('platform:title.notifications')}>
            {list.items.map((item) => (
              <NotificationEntry
                key={item.id}
                item={item}
                onRead={() => list.shownRead(item.id)}
                onMarkRead={() => void list.markRead(item.id)}
              />
            ))}
          </ul>
        )}
      </Card>
      {list.nextCursor && (
        <Button variant="outline" className="justify-self-center" disabled={list.loading} onClick={() => void list.loadOlder()}>
          {t('loadMore')}
        </Button>
      )}
    </div>
  );
}

export default island(NotificationsPage, PageSkeleton);
