/**
 * The live feed's one poller per server process and database (issue 11): every ~400 ms it reads the
 * positions stored since it last looked and hands them to this process's subscribers, however many.
 * It works the same across processes on PostgreSQL and in-process on PGlite, with no NOTIFY per point.
 *
 * Ids come from a sequence in insertion order, but concurrent transactions commit out of order: id 7
 * may become visible after id 8. Ids skipped this way are remembered as gaps and asked for again for
 * a while (`gapTtlMs`); each position is published once (sequence values lost to rollbacks or to
 * duplicates refused by the unique key simply expire).
 *
 * Observers (the snapshot's recent tracks, recent-tracks.ts) see every published batch without
 * keeping the poller running; `catchUp` reads what was stored up to now on demand.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { logger } from '../../platform/logger';
import { rowsOf } from '../../db/rows';

export interface LivePosition {
  id: number;
  vehicleId: string;
  /** Milliseconds since the epoch (device time). */
  recordedAt: number;
  lat: number;
  lon: number;
  speedKmh: number | null;
  heading: number | null;
}

type Listener = (positions: LivePosition[]) => void;

export const livePollIntervalMs = 400;
const gapTtlMs = 10_000;
const batchLimit = 5_000;
const maxRetryMs = 5_000;
/** With nobody subscribed, a catch-up further behind than this starts again from the table's end. */
const restartBehind = 20_000;

export const positionColumns = sql`id::float8 as id, vehicle_id as "vehicleId", (extract(epoch from recorded_at) * 1000)::float8 as "recordedAt",
  lat, lon, speed_kmh::float8 as "speedKmh", heading::float8 as heading`;

export class LivePoller {
  private readonly listeners = new Set<Listener>();
  private readonly observers = new Set<Listener>();
  /** How often publishing started again from the table's end, leaving a gap (see `catchUp`). */
  restarts = 0;
  /** Polls and catch-ups run one after the other. */
  private chain: Promise<unknown> = Promise.resolve();
  private high: number | null = null;
  /** Ids below `high` not seen yet, and when they were first missed. */
  private readonly gaps = new Map<number, number>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private polling: Promise<void> | null = null;
  private starting: Promise<void> | null = null;
  /** Polls failed in a row (the database away). */
  private failures = 0;

  constructor(private readonly db: Db) {}

  get subscriberCount(): number {
    return this.listeners.size;
  }

  /** Starts polling with the first listener; returns the unsubscribe that stops it with the last. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (!this.timer && !this.polling) this.schedule(livePollIntervalMs);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0 && this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
      }
    };
  }

  /** Sees every batch published, without keeping the poller running (unlike `subscribe`). */
  observe(observer: Listener): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /**
   * Reads everything stored up to now and publishes it, so a caller sees its own writes. With
   * nobody subscribed and far behind, it starts again from the table's end instead, and counts a
   * restart: what was published before has a gap, and observers must forget it.
   */
  catchUp(): Promise<void> {
    return this.serially(async () => {
      const [head] = await rowsOf<{ high: number | null }>(this.db, sql`select max(id)::float8 as high from positions`);
      const end = head?.high ?? 0;
      if (this.high === null || (this.listeners.size === 0 && end - this.high > restartBehind)) {
        this.high = end;
        this.gaps.clear();
        this.restarts++;
        return;
      }
      while ((await this.pollOnce()) === batchLimit);
    });
  }

  private serially<T>(step: () => Promise<T>): Promise<T> {
    const run = this.chain.then(step);
    this.chain = run.catch(() => undefined);
    return run;
  }

  private schedule(delay: number): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      this.polling = this.poll()
        .then(
          () => {
            this.failures = 0;
          },
          (error: unknown) => {
            this.failures++;
            logger.warn('live poll failed', { error: String(error), failures: this.failures });
          },
        )
        .finally(() => {
          this.polling = null;
          // While the database is away, look less often (up to every few seconds); then resume.
          if (this.listeners.size > 0) this.schedule(Math.min(livePollIntervalMs * 2 ** this.failures, maxRetryMs));
        });
    }, delay);
  }

  /**
   * Resolves once the poller knows where the table ends: everything stored after that is published.
   * A subscriber catches up from its own cursor only after this, so nothing falls between the two.
   */
  ready(): Promise<void> {
    this.starting ??= rowsOf<{ high: number | null }>(this.db, sql`select max(id)::float8 as high from positions`).then(
      ([head]) => {
        this.high ??= head?.high ?? 0;
      },
      (error: unknown) => {
        // The database was away: ask again next time rather than fail for ever.
        this.starting = null;
        throw error;
      },
    );
    return this.starting;
  }

  /** One look at the table. */
  async poll(): Promise<void> {
    await this.ready();
    await this.serially(() => this.pollOnce());
  }

  /** Reads and publishes what was stored since the last look; answers how many positions. */
  private async pollOnce(): Promise<number> {
    if (this.high === null) return 0;
    const now = Date.now();
    for (const [id, since] of this.gaps) if (now - since > gapTtlMs) this.gaps.delete(id);
    const gapList = [...this.gaps.keys()];
    const gapFilter = gapList.length > 0 ? sql` or id = any(${`{${gapList.join(',')}}`}::bigint[])` : sql``;
    // Suspect points (tracking/plausibility.ts) count for the ids seen, and are not published.
    const rows = await rowsOf<LivePosition & { suspect: boolean }>(
      this.db,
      sql`select ${positionColumns}, suspect from positions where id > ${this.high}${gapFilter} order by id limit ${batchLimit}`,
    );
    for (const row of rows) {
      if (row.id > this.high) {
        // A jump of thousands is a sequence skip (a restore, a bulk delete), not transactions in flight.
        if (row.id - this.high < 1_000) for (let missing = this.high + 1; missing < row.id; missing++) this.gaps.set(missing, now);
        this.high = row.id;
      } else this.gaps.delete(row.id);
    }
    const trusted = rows.filter((row) => !row.suspect).map(({ suspect: _suspect, ...position }) => position);
    if (trusted.length > 0) for (const listener of [...this.observers, ...this.listeners]) listener(trusted);
    return rows.length;
  }
}

const pollers = new WeakMap<Db, LivePoller>();

/** The process's poller of `db`. */
export function livePollerOf(db: Db): LivePoller {
  let poller = pollers.get(db);
  if (!poller) pollers.set(db, (poller = new LivePoller(db)));
  return poller;
}
