import { useCallback, useEffect, useMemo, useState } from 'react';
import { translate } from '@/client/i18n';
import { $newNotification, setUnreadNotifications, type NotificationItem } from '@/client/notification-stream';
import { runWithToasts } from '@/client/run-with-toasts';
import { toast } from '@/client/toast';
import { api } from '@/client/trpc';
import { markNotificationRead } from './open-notification';

interface ListState {
  /** The first-page request these rows answer; while it is not the current one, the list is loading. */
  request: object | null;
  items: NotificationItem[];
  nextCursor: string | null;
  loadingOlder: boolean;
  failed: boolean;
}

const empty: ListState = { request: null, items: [], nextCursor: null, loadingOlder: false, failed: false };

/**
 * The person's notifications, newest first: the first page at once and again when a new one arrives
 * (the stream says so), older pages appended on request. Marking read changes the rows in place, so
 * an "Unread" list does not jump under the pointer.
 */
export function useNotificationList(unreadOnly: boolean) {
  const [round, setRound] = useState(0);
  const request = useMemo(() => ({ unreadOnly, round }), [unreadOnly, round]);
  const [state, setState] = useState<ListState>(empty);

  useEffect(() => $newNotification.listen(() => setRound((n) => n + 1)), []);
  useEffect(() => {
    let current = true;
    api.notifications.list.query({ unreadOnly: request.unreadOnly }).then(
      (page) => current && setState({ ...empty, request, items: page.items, nextCursor: page.nextCursor }),
      () => current && setState((previous) => ({ ...previous, request, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [request]);

  const loadOlder = useCallback(async () => {
    if (!state.nextCursor) return;
    setState((previous) => ({ ...previous, loadingOlder: true }));
    try {
      const page = await api.notifications.list.query({ unreadOnly, cursor: state.nextCursor });
      setState((previous) => ({
        ...previous,
        items: [...previous.items, ...page.items],
        nextCursor: page.nextCursor,
        loadingOlder: false,
      }));
    } catch {
      setState((previous) => ({ ...previous, loadingOlder: false }));
      toast.error(translate('errors:unexpected'));
    }
  }, [state.nextCursor, unreadOnly]);

  const shownRead = useCallback((id: string) => {
    setState((previous) => ({ ...previous, items: previous.items.map((item) => (item.id === id ? { ...item, read: true } : item)) }));
  }, []);

  const markRead = useCallback(
    async (id: string) => {
      if (await markNotificationRead(id)) shownRead(id);
      else toast.error(translate('errors:unexpected'));
    },
    [shownRead],
  );

  const markAllRead = useCallback(async () => {
    if (!(await runWithToasts(() => api.notifications.markAllRead.mutate())).ok) return;
    setUnreadNotifications(0);
    setState((previous) => ({ ...previous, items: previous.items.map((item) => ({ ...item, read: true })) }));
  }, []);

  const loading = state.request !== request || state.loadingOlder;
  return { items: state.items, nextCursor: state.nextCursor, failed: state.failed, loading, loadOlder, shownRead, markRead, markAllRead };
}
