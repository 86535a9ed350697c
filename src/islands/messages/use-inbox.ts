import { useCallback, useEffect, useState } from 'react';
import { translate } from '@/client/i18n';
import { $messageChanges } from '@/client/notification-stream';
import { toast } from '@/client/toast';
import { api } from '@/client/trpc';
import type { InboxItem, InboxPage } from './types';

interface InboxState {
  loaded: boolean;
  failed: boolean;
  items: InboxItem[];
  nextCursor: string | null;
  loadingMore: boolean;
}

const empty: InboxState = { loaded: false, failed: false, items: [], nextCursor: null, loadingMore: false };

/**
 * A fresh first page in front of what is held: the threads it has move to the top, the older pages
 * already shown stay below it (and their cursor with them).
 */
function withFirstPage(previous: InboxState, page: InboxPage): InboxState {
  const fresh = new Set(page.items.map((item) => item.id));
  const oldest = page.items.at(-1)?.lastAt.getTime() ?? 0;
  const beyond = previous.items.filter((item) => !fresh.has(item.id) && item.lastAt.getTime() < oldest);
  const keepsOlder = page.nextCursor !== null && beyond.length > 0;
  return {
    ...previous,
    loaded: true,
    failed: false,
    items: keepsOlder ? [...page.items, ...beyond] : page.items,
    nextCursor: keepsOlder ? previous.nextCursor : page.nextCursor,
  };
}

/**
 * The person's threads, latest first: the first page at once and again whenever the stream says a
 * thread changed; older pages on request. `shownRead` clears a thread's badge as soon as it is read here.
 */
export function useInbox() {
  const [state, setState] = useState<InboxState>(empty);
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
