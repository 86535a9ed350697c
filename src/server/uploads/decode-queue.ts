/**
 * Decoding an image takes memory in proportion to its pixels (a 24-MP PNG, 72 MB of RGB while it
 * decodes) and a core for as long: ten 40-MP ones at once grew the process by 320 MB, and it kept
 * most of it (bench/uploads-memory.mjs). So at most `running` decode at once; the others wait in turn, at most `waiting` of
 * them and for at most `waitMs`: past that the upload is refused (503, try again) instead of
 * queueing without end. `peak` (the most that ran at once) lets a test check the bound.
 */

export interface DecodeQueueLimits {
  running: number;
  waiting: number;
  waitMs: number;
}

/** Two decodes on a two-core server; a queue a few seconds deep. */
export const decodeQueueLimits: DecodeQueueLimits = { running: 2, waiting: 20, waitMs: 20_000 };

/** The queue is full, or the wait ran out. */
export class DecodeQueueFull extends Error {
  constructor() {
    super('too many images waiting to be decoded');
  }
}

export function createDecodeQueue(limits: DecodeQueueLimits) {
  let running = 0;
  let peak = 0;
  const waiting: (() => void)[] = [];

  const turn = (): Promise<void> => {
    if (running < limits.running) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= limits.waiting) return Promise.reject(new DecodeQueueFull());
    return new Promise((resolve, reject) => {
      // The slot is handed over by `release` without counting down and up again.
      const go = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(go), 1);
        reject(new DecodeQueueFull());
      }, limits.waitMs);
      waiting.push(go);
    });
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    /** Runs `task` when its turn comes; rejects with DecodeQueueFull when it cannot wait. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      await turn();
      peak = Math.max(peak, running);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    get peak() {
      return peak;
    },
    resetPeak() {
      peak = running;
    },
  };
}

export type DecodeQueue = ReturnType<typeof createDecodeQueue>;

/** The one queue every upload's image goes through. */
export const imageDecoding = createDecodeQueue(decodeQueueLimits);
