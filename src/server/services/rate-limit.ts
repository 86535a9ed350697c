/**
 * Sliding-window limits counted in the database, so every server process sees the same numbers.
 * `allow` records an attempt and says whether it is within the limit; `count` only reads.
 */
import { and, count as countRows, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitEvents } from '../db/schema';

export interface Limit {
  max: number;
  windowMs: number;
}

export const limitsFor = {
  loginFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  loginAttemptsPerIp: { max: 100, windowMs: 15 * 60_000 },
  mailsPerAddress: { max: 3, windowMs: 60 * 60_000 },
  mailsPerIp: { max: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, Limit>;

export async function count(db: Db, key: string, limit: Limit): Promise<number> {
  const since = new Date(Date.now() - limit.windowMs);
  const [row] = await db
    .select({ n: countRows() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since)));
  return row?.n ?? 0;
}

export async function record(db: Db, key: string): Promise<void> {
  await db.insert(rateLimitEvents).values({ key });
}

export async function isLimited(db: Db, key: string, limit: Limit): Promise<boolean> {
  return (await count(db, key, limit)) >= limit.max;
}

/** Records the attempt when it is within the limit; false when the limit is already reached. */
export async function allow(db: Db, key: string, limit: Limit): Promise<boolean> {
  if (await isLimited(db, key, limit)) return false;
  await record(db, key);
  return true;
}

/** Forget attempts older than a day (called now and then; nothing depends on it for correctness). */
export async function prune(db: Db): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(Date.now() - 24 * 3_600_000)));
}
