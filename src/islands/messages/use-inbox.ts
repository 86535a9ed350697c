import { useCallback, useEffect, useState } from 'react';
import { translate } from '@/client/i18n';
import { $messageChanges } from '@/client/notification-stream';
import { toast } from '@/client/toast';
import { api } from '@/client/trpc';
import { emptyInbox, withFirstPage, type InboxState } from './inbox-merge';

/**
 * The person's threads, latest first: the first page at once and again whenever the stream says a
 * thread changed; older pages on request. `shownRead` clears a thread's badge as soon as it is read here.
 */
export function useInbox() {
  const [state, setState] = useState<InboxState>(emptyInbox);
  const [round, setRound] = useState(0);

  useEffect(() => $messageChanges.listen(() => setRound((n) => n + 1)), []);
  useEffect(() => {
    let current = true;
    api.messages.inbox.query({}).then(
      (page) => current && setState((previous) => withFirstPage(previous, page)),
      () => current && setState((previous) => ({ ...previous, loaded: true, failed: true })),
    );
    return () => {
      current = false;
    };
  }, [round]);

  const loadMore = useCallback(async () => {
    if (!state.nextCursor) return;
    setState((previous) => ({ ...previous, loadingMore: true }));
    try {
      const page = await api.messages.inbox.query({ cursor: state.nextCursor });
      setState((previous) => {
        const held = new Set(previous.items.map((item) => item.id));
        const older = page.items.filter((item) => !held.has(item.id));
        return { ...previous, items: [...previous.items, ...older], nextCursor: page.nextCursor, loadingMore: false };
      });
    } catch {
      setState((previous) => ({ ...previous, loadingMore: false }));
      toast.error(translate('errors:unexpected'));
    }
  }, [state.nextCursor]);

  const shownRead = useCallback((threadId: string) => {
    setState((previous) => ({
      ...previous,
      items: previous.items.map((item) => (item.id === threadId && item.unread > 0 ? { ...item, unread: 0 } : item)),
    }));
  }, []);

  return { ...state, loadMore, shownRead };
}
