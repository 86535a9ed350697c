import type { MouseEvent } from 'react';
import { setUnreadNotifications, type NotificationItem } from '@/client/notification-stream';
import { api } from '@/client/trpc';

/** How long a click waits for the mark-read before it follows the link anyway. */
const longestWaitMs = 2_000;

/** Marks one read and says whether it worked; the new count is shown at once. A failure leaves it unread. */
export function markNotificationRead(id: string): Promise<boolean> {
  return api.notifications.markRead.mutate({ id }).then(
    ({ unread }) => {
      setUnreadNotifications(unread);
      return true;
    },
    () => false,
  );
}

/**
 * Following an unread notification's link marks it read first: a plain click waits for that (a page
 * being left may cancel its requests), a click into a new tab or window lets the link go at once.
 */
export function openNotification(event: MouseEvent<HTMLAnchorElement>, item: NotificationItem, onRead: () => void): void {
  if (item.read) return;
  const marking = markNotificationRead(item.id).then((marked) => marked && onRead());
  const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
  if (!plain) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  void Promise.race([marking, new Promise((resolve) => setTimeout(resolve, longestWaitMs))]).then(() => location.assign(href));
}
