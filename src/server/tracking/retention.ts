/**
 * Position history is kept for POSITIONS_RETENTION_DAYS (30 by default; 0 keeps everything). The
 * hourly maintenance deletes older positions in chunks (by arrival time, which is indexed, and device
 * time), never a row that is a vehicle's latest position. On PostgreSQL a transaction-level advisory
 * lock lets one process prune while the others skip. Points that arrive already older than the window
 * are acknowledged and not stored (they would be pruned at once; a tracker replaying an old backlog
 * must be able to drain it).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { config } from '../config';

const dayMs = 24 * 3_600_000;
const chunk = 5_000;
/** Any constant of our own, distinct from the migration lock (724514). */
const pruneLock = 724_515;

interface Rows<T> {
  rows: T[];
}

export function retentionDays(days = config.positionsRetentionDays): number {
  return Number.isFinite(days) && days > 0 ? days : 0;
}

/** The oldest device time still kept, or null when history is kept for good. */
export function oldestKept(now: Date, days = config.positionsRetentionDays): Date | null {
  const keep = retentionDays(days);
  return keep === 0 ? null : new Date(now.getTime() - keep * dayMs);
}

/** Deletes positions older than the window (not the latest of any vehicle); returns how many. */
export async function prunePositions(db: Db, now = new Date(), days = config.positionsRetentionDays): Promise<number> {
  const cutoff = oldestKept(now, days);
  if (!cutoff) return 0;
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(sql`select pg_try_advisory_xact_lock(${pruneLock}) as locked`)) as unknown as Rows<{
      locked: boolean;
    }>;
    if (!locked.rows[0]?.locked) return 0;
    const before = cutoff.toISOString();
    let deleted = 0;
    for (;;) {
      const result = (await tx.execute(sql`
        delete from positions where id in (
          select p.id from positions p
          where p.received_at < ${before} and p.recorded_at < ${before}
            and not exists (select 1 from latest_positions l where l.position_id = p.id)
          limit ${chunk})
        returning id`)) as unknown as Rows<{ id: number }>;
      deleted += result.rows.length;
      if (result.rows.length < chunk) return deleted;
    }
  });
}
