/**
 * The push workers running in this process, so that a queued push wakes them at once (the mail
 * workers' registry, mail-worker-registry.ts). Kept on globalThis: the server layer and the pages
 * may each bundle a copy of these modules.
 */
const wakers = ((globalThis as Record<symbol, unknown>)[Symbol.for('tovar.pushWorkers')] ??= new Set<() => void>()) as Set<() => void>;

export function registerPushWorker(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export function wakePushWorkers(): void {
  for (const wake of wakers) wake();
}

/** For pushes queued in a transaction not yet committed (invisible until then): woken again shortly after; the poll finds them later. */
export function wakePushWorkersAfterCommit(): void {
  for (const delayMs of [50, 500]) setTimeout(wakePushWorkers, delayMs).unref();
}
