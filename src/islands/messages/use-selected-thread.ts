import { useCallback, useEffect, useState } from 'react';
import { isUuid } from '@/islands/jobs/use-url-param';

const param = 'thread';

function threadInUrl(): string | null {
  const found = new URLSearchParams(location.search).get(param);
  return found && isUuid(found) ? found : null;
}

/** Set on the history entries this page pushes: going back from one of them returns to the list. */
interface PushedState {
  messagesThread: string;
}
const pushedHere = (state: unknown): state is PushedState => typeof state === 'object' && state !== null && 'messagesThread' in state;

/**
 * The thread shown, kept in the URL (`?thread=<id>`): choosing one pushes a history entry, so the
 * browser's Back returns to the list (on a phone) or the thread before; `close` goes back when this
 * page pushed the entry and replaces it otherwise (a shared link opened straight into a thread).
 */
export function useSelectedThread() {
  const [selected, setSelected] = useState<string | null>(threadInUrl);
  useEffect(() => {
    const follow = () => setSelected(threadInUrl());
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);

  const select = useCallback((threadId: string) => {
    if (threadId === threadInUrl()) return;
    const url = new URL(location.href);
    url.searchParams.set(param, threadId);
    history.pushState({ messagesThread: threadId } satisfies PushedState, '', url);
    setSelected(threadId);
  }, []);

  const close = useCallback(() => {
    if (pushedHere(history.state)) return history.back();
    const url = new URL(location.href);
    url.searchParams.delete(param);
    history.replaceState(null, '', url);
    setSelected(null);
  }, []);

  return { selected, select, close };
}
