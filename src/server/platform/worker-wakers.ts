/**
 * The queue workers of one kind running in this process (mail, push), so that a queued row wakes
 * them at once. Kept on globalThis under `key`: the server layer and the pages may each bundle a
 * copy of the modules that queue.
 */
export interface WorkerWakers {
  register(wake: () => void): () => void;
  wake(): void;
  /**
   * For a row queued inside a transaction that has not committed yet (a notification written with
   * its cause): invisible until then, so the workers are woken again shortly after; their poll
   * still finds it if the transaction takes longer.
   */
  wakeAfterCommit(): void;
}

export function workerWakers(key: string): WorkerWakers {
  const wakers = ((globalThis as Record<symbol, unknown>)[Symbol.for(key)] ??= new Set<() => void>()) as Set<() => void>;
  const wake = () => {
    for (const each of wakers) each();
  };
  return {
    register(each) {
      wakers.add(each);
      return () => wakers.delete(each);
    },
    wake,
    wakeAfterCommit() {
      for (const delayMs of [50, 500]) setTimeout(wake, delayMs).unref();
    },
  };
}
