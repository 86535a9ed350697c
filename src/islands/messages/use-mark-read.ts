import { useEffect, useRef } from 'react';
import { api } from '@/client/trpc';

/**
 * Marks the thread read up to its newest message while it is shown in a visible tab: when it opens,
 * when a message arrives, when the tab comes back. A failure is left for the next chance.
 */
export function useMarkRead(threadId: string, newestId: number | null, readId: number | null, onRead: () => void) {
  const marked = useRef(0);
  useEffect(() => {
    function mark() {
      const done = Math.max(marked.current, readId ?? 0);
      if (newestId === null || newestId <= done || document.visibilityState !== 'visible') return;
      const upTo = newestId;
      marked.current = upTo;
      api.messages.markRead.mutate({ threadId, upTo }).then(onRead, () => {
        if (marked.current === upTo) marked.current = 0;
      });
    }
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [threadId, newestId, readId, onRead]);
}
