/**
 * The per-process writer of tracker positions: requests queue their reports, and a flush stores up
 * to `maxPoints` of them in one transaction (store-batch.ts), a few milliseconds after the first one
 * queued or at once when the queue is full (group commit). Up to `parallel` flushes are in flight at
 * once, on as many database connections: while one batch commits (a WAL flush), the next is already
 * being stored, and under load every batch grows toward `maxPoints` instead of the writer waiting on
 * one commit at a time (bench/ingest). Concurrent batches are safe as several processes' are: the
 * unique key stores a duplicate once, the latest position only moves forward, whichever commits
 * first, and batches that share a vehicle judge its jumps one after the other (store-trust.ts locks it). `write` resolves only after its batch committed, so a point acknowledged to a tracker is
 * durable. A failed batch is retried report by report, so one bad report fails alone and is never
 * stored half-way.
 */
import type { Db } from '../db/client';
import { config } from '../config';
import { logger } from '../platform/logger';
import { storeBatch, type ReportOutcome, type StoredRow } from './store-batch';
import type { TrackerReport } from './tracker-point';

export interface WriterOptions {
  /** Wait this long after the first report queued before storing (more reports share the commit). */
  delayMs?: number;
  /** Store at once when this many points are queued, and never more in one batch. */
  maxPoints?: number;
  /** At most this many batches in flight at once (PostgreSQL's pool has 10 connections by default). */
  parallel?: number;
  /** What stores a batch (a test wraps it to hold a commit). */
  store?: typeof storeBatch;
}

interface Pending {
  report: TrackerReport;
  resolve(outcome: ReportOutcome): void;
  reject(error: unknown): void;
}

type CommitListener = (rows: StoredRow[]) => void;

export interface PositionWriter {
  write(report: TrackerReport): Promise<ReportOutcome>;
  /** Hears the rows of every commit (in-process fan-out for the live feed). */
  onCommit(listener: CommitListener): () => void;
}

const pointsOf = (pending: Pending) => Math.max(1, pending.report.points.length);

export function createPositionWriter(
  db: Db,
  { delayMs = 5, maxPoints = 1000, parallel = 4, store: storeReports = storeBatch }: WriterOptions = {},
): PositionWriter {
  const queue: Pending[] = [];
  const listeners = new Set<CommitListener>();
  let queuedPoints = 0;
  let timer: NodeJS.Timeout | null = null;
  let inFlight = 0;

  function committed(rows: StoredRow[]) {
    if (rows.length === 0) return;
    for (const listener of listeners) {
      try {
        listener(rows);
      } catch (error) {
        logger.warn('position listener failed', { error });
      }
    }
  }

  /** Takes the oldest queued reports, up to maxPoints (at least one report). */
  function take(): Pending[] {
    let points = 0;
    let count = 0;
    while (count < queue.length && (count === 0 || points + pointsOf(queue[count] as Pending) <= maxPoints)) {
      points += pointsOf(queue[count] as Pending);
      count += 1;
    }
    queuedPoints -= points;
    return queue.splice(0, count);
  }

  async function store(batch: Pending[]) {
    try {
      const { outcomes, inserted } = await storeReports(
        db,
        batch.map((pending) => pending.report),
      );
      committed(inserted);
      batch.forEach((pending, i) => pending.resolve(outcomes[i] ?? 'stored'));
    } catch (error) {
      if (batch.length === 1) return batch[0]?.reject(error);
      logger.warn('position batch failed, storing its reports one by one', { error, reports: batch.length });
      for (const pending of batch) await store([pending]);
    }
  }

  /** Starts a batch when a slot is free; one more at once while a full batch is still queued. */
  function flush(): void {
    if (inFlight >= parallel || queue.length === 0) return;
    inFlight += 1;
    if (timer) clearTimeout(timer);
    timer = null;
    void store(take()).finally(() => {
      inFlight -= 1;
      // Whatever queued meanwhile has waited long enough.
      flush();
    });
    if (queuedPoints >= maxPoints) flush();
  }

  return {
    write(report) {
      return new Promise<ReportOutcome>((resolve, reject) => {
        queue.push({ report, resolve, reject });
        queuedPoints += Math.max(1, report.points.length);
        if (inFlight >= parallel) return;
        if (queuedPoints >= maxPoints) flush();
        else timer ??= setTimeout(flush, delayMs);
      });
    },
    onCommit(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const writers = new WeakMap<Db, PositionWriter>();

/**
 * The one writer of this process for a database. PGlite runs one statement at a time: batches side
 * by side would only queue there, smaller, so it keeps one in flight.
 */
export function positionWriterFor(db: Db): PositionWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = createPositionWriter(db, { parallel: config.databaseUrl ? 4 : 1 })));
  return writer;
}
