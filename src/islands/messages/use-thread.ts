import { useCallback, useEffect, useRef, useState } from 'react';
import { translate } from '@/client/i18n';
import { $messageChanges } from '@/client/notification-stream';
import { toast } from '@/client/toast';
import { api, errorKey } from '@/client/trpc';
import type { MessageKey } from '@/lib/i18n/keys';
import { joined, withNewer, withOlder, type HeldThread } from './thread-merge';
import type { Message } from './types';

/**
 * One thread (the view is keyed by its id): the newest page at once, then what is newer than the
 * newest message held whenever the stream says something changed or the person sent something (one
 * read at a time; a change during a read reads again), older pages on request.
 */
export function useThread(threadId: string) {
  const [held, setHeld] = useState<HeldThread | null>(null);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const newest = useRef<number | null>(null);
  const reading = useRef(false);
  const readAgain = useRef(false);
  /** The next read takes the newest page in place of everything held. */
  const readAfresh = useRef(false);
  const alive = useRef(true);

  const refresh = useCallback(async () => {
    if (reading.current) {
      readAgain.current = true;
      return;
    }
    reading.current = true;
    do {
      readAgain.current = false;
      const after = readAfresh.current ? null : newest.current;
      readAfresh.current = false;
      try {
        const page = await api.messages.thread.query(after === null ? { threadId } : { threadId, after });
        if (!alive.current) return;
        newest.current = page.messages.at(-1)?.id ?? newest.current;
        setHeld((previous) => withNewer(previous, page));
      } catch (error) {
        if (!alive.current) return;
        if (after === null) setFailure(errorKey(error));
      }
    } while (readAgain.current);
    reading.current = false;
  }, [threadId]);

  useEffect(() => {
    alive.current = true;
    void refresh();
    const stopListening = $messageChanges.listen(() => void refresh());
    return () => {
      alive.current = false;
      stopListening();
    };
  }, [refresh]);

  const olderCursor = held?.olderCursor ?? null;
  const loadOlder = useCallback(async () => {
    if (olderCursor === null) return;
    setLoadingOlder(true);
    try {
      const page = await api.messages.thread.query({ threadId, before: olderCursor });
      if (alive.current) setHeld((previous) => (previous ? withOlder(previous, page) : previous));
    } catch {
      toast.error(translate('errors:unexpected'));
    } finally {
      if (alive.current) setLoadingOlder(false);
    }
  }, [threadId, olderCursor]);

  /** A message this tab just wrote: shown at once, then whatever else is new is read after it. */
  const added = useCallback(
    (message: Message) => {
      setHeld((previous) => (previous ? { ...previous, messages: joined(previous.messages, [message]) } : previous));
      void refresh();
    },
    [refresh],
  );

  /** Something older changed (a question answered for everyone): the newest page again, in place of all. */
  const reload = useCallback(() => {
    readAfresh.current = true;
    void refresh();
  }, [refresh]);

  return {
    head: held?.head ?? null,
    messages: held?.messages ?? [],
    olderCursor,
    failure,
    loadingOlder,
    loadOlder,
    refresh,
    added,
    reload,
  };
}
