/**
 * Sliding-window limits counted in the database, so every server process sees the same numbers.
 * An attempt is recorded and ranked among the window's attempts by its id, under an advisory lock on
 * its key, so requests arriving together cannot all slip under the limit.
 */
import { and, count as countRows, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { config } from '../config';
import type { Db } from '../db/client';
import { rateLimitEvents } from '../db/schema';

export interface Limit {
  max: number;
  windowMs: number;
}

export const limitsFor = {
  // Password guesses: why these three, and how they combine, in password-guesses.ts.
  loginAttemptsPerIp: { max: 100, windowMs: 15 * 60_000 },
  passwordFailuresPerAccountAndIp: { max: 10, windowMs: 15 * 60_000 },
  passwordFailuresPerAccount: { max: 30, windowMs: 15 * 60_000 },
  mailsPerAddress: { max: 3, windowMs: 60 * 60_000 },
  mailsPerIp: { max: config.mailsPerIpPerHour, windowMs: 60 * 60_000 },
  // Messages, offers and files one person writes: a busy dispatcher's pace, not a script's.
  messagesPerUser: { max: config.messagesPerUserPer10Minutes, windowMs: 10 * 60_000 },
} satisfies Record<string, Limit>;

export interface Attempt {
  allowed: boolean;
  /** The recorded event; `release` forgets it (a success that should not count, or a refused attempt). */
  id: number;
}

export function take(db: Db, key: string, limit: Limit): Promise<Attempt> {
  return db.transaction(async (tx) => {
    // Attempts on one key are ranked one after the other: on PostgreSQL, two attempts committing out
    // of id order could otherwise both count themselves under the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`rate-limit:${key}`}))`);
    const [event] = await tx.insert(rateLimitEvents).values({ key }).returning({ id: rateLimitEvents.id });
    if (!event) throw new Error('rate limit: the attempt was not recorded');
    const since = new Date(Date.now() - limit.windowMs);
    const [rank] = await tx
      .select({ n: countRows() })
      .from(rateLimitEvents)
      .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.createdAt, since), lte(rateLimitEvents.id, event.id)));
    return { allowed: (rank?.n ?? 0) <= limit.max, id: event.id };
  });
}

export async function release(db: Db, ...attempts: Attempt[]): Promise<void> {
  for (const attempt of attempts) await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, attempt.id));
}

/** Forget attempts older than a day (nothing depends on it for correctness). */
export async function prune(db: Db): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, new Date(Date.now() - 24 * 3_600_000)));
}
