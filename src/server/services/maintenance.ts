/**
 * Scheduled work, at start and then hourly: overdue OPEN auctions are written as EXPIRED, and the
 * auth tables are kept small (old rate-limit events, expired or long-revoked refresh tokens, spent or
 * expired mail tokens, addresses no longer known), position history past its retention
 * (tracking/retention.ts), and delivered or given-up mails (mail-queue.ts). Correctness never
 * depends on it: every reader checks times itself.
 */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { actionTokens, knownLoginAddresses, refreshTokens } from '../db/schema';
import { knownAddressTtlMs } from './password-guesses';
import { prune as pruneRateLimits } from './rate-limit';
import { logger } from './logger';
import { pruneMailQueue } from './mail-queue';
import { expireOverdue } from './transport-expiry';
import { prunePositions } from '../tracking/retention';

const dayMs = 24 * 3_600_000;

export async function cleanUp(db: Db, now = Date.now()): Promise<void> {
  const dayAgo = new Date(now - dayMs);
  await expireOverdue(db, new Date(now));
  await pruneRateLimits(db);
  await db
    .delete(refreshTokens)
    .where(or(lt(refreshTokens.expiresAt, dayAgo), and(isNotNull(refreshTokens.revokedAt), lt(refreshTokens.revokedAt, dayAgo))));
  await db
    .delete(actionTokens)
    .where(or(lt(actionTokens.expiresAt, dayAgo), and(isNotNull(actionTokens.usedAt), lt(actionTokens.usedAt, dayAgo))));
  await db.delete(knownLoginAddresses).where(lt(knownLoginAddresses.lastSeenAt, new Date(now - knownAddressTtlMs)));
  await prunePositions(db, new Date(now));
  await pruneMailQueue(db, new Date(now));
}

export function startMaintenance(db: Db): void {
  const run = () => cleanUp(db).catch((error: unknown) => logger.warn('maintenance failed', { error }));
  void run();
  setInterval(run, 3_600_000).unref();
}
