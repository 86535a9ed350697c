/**
 * How a queue worker runs in the server (mail, push): a drain on every wake and every poll, one at a
 * time (a wake during a drain runs one more after it), until stopped; `stop` waits for the drain
 * under way.
 */
import { logger } from './logger';

export interface WorkerLoopOptions {
  drain(): Promise<void>;
  /** Registers the wake; returns its removal (worker-wakers.ts). */
  register(wake: () => void): () => void;
  pollMs: number;
  /** Logged when a drain fails ("mail delivery paused"). */
  pausedMessage: string;
}

export function startWorkerLoop({ drain, register, pollMs, pausedMessage }: WorkerLoopOptions): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = drain()
      .catch((error: unknown) => logger.warn(pausedMessage, { error }))
      .finally(() => {
        running = null;
        if (again) run();
      });
  };
  const unregister = register(run);
  const poll = setInterval(run, pollMs);
  poll.unref();
  run();
  return {
    async stop() {
      stopped = true;
      clearInterval(poll);
      unregister();
      await running;
    },
  };
}
