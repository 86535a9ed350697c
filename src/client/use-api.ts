import { useEffect, useMemo, useState } from 'react';

export interface ApiState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

interface Answer<T> {
  /** The request this answers; while it is not the current one, the state is loading. */
  request: object | null;
  data: T | undefined;
  error: unknown;
}

/**
 * Runs a query, and again when it changes (pass a stable function: `useCallback` over what it reads)
 * or on `reload`. The last data stays while the next answer is on its way; stale answers are dropped.
 */
export function useApi<T>(query: () => Promise<T>): ApiState<T> {
  const [round, setRound] = useState(0);
  const request = useMemo(() => ({ query, round }), [query, round]);
  const [answer, setAnswer] = useState<Answer<T>>({ request: null, data: undefined, error: null });
  useEffect(() => {
    let current = true;
    request.query().then(
      (data) => current && setAnswer({ request, data, error: null }),
      (error: unknown) => current && setAnswer((previous) => ({ request, data: previous.data, error })),
    );
    return () => {
      current = false;
    };
  }, [request]);
  return { data: answer.data, error: answer.error, loading: answer.request !== request, reload: () => setRound((n) => n + 1) };
}
