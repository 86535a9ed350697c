/**
 * The delivery workers running in this process, so that an enqueue wakes them at once. Kept on
 * globalThis: the server layer and the pages may each bundle a copy of these modules.
 */
const wakers = ((globalThis as Record<symbol, unknown>)[Symbol.for('tovar.mailWorkers')] ??= new Set<() => void>()) as Set<() => void>;

export function registerMailWorker(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export function wakeMailWorkers(): void {
  for (const wake of wakers) wake();
}

/**
 * For a mail queued inside a transaction that has not committed yet (a notification written with its
 * cause): the row is invisible until then, so the workers are woken again shortly after. The poll
 * (mail-delivery-settings.ts) still finds it if the transaction takes longer.
 */
export function wakeMailWorkersAfterCommit(): void {
  for (const delayMs of [50, 500]) setTimeout(wakeMailWorkers, delayMs).unref();
}
