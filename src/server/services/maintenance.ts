/**
 * Scheduled work, at start and then hourly: overdue OPEN auctions are written as EXPIRED, and the
 * auth tables are kept small (old rate-limit events, expired or long-revoked refresh tokens, spent or
 * expired mail tokens, addresses no longer known), and position history past its retention
 * (tracking/retention.ts), and uploads' temporary files left by a crash (uploads/incoming-sweep.ts).
 * Correctness never depends on it: every reader checks times itself.
 */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { actionTokens, knownLoginAddresses, refreshTokens } from '../db/schema';
import { knownAddressTtlMs } from './password-guesses';
import { prune as pruneRateLimits } from './rate-limit';
import { logger } from './logger';
import { expireOverdue } from './transport-expiry';
import { prunePositions } from '../tracking/retention';
import { sweepIncoming } from '../uploads/incoming-sweep';

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
}

export function startMaintenance(db: Db): void {
  const run = () => {
    void cleanUp(db).catch((error: unknown) => logger.warn('maintenance failed', { error }));
    // Uploads cut off by a crash leave temporary files no request removes.
    void sweepIncoming().catch((error: unknown) => logger.warn('upload sweep failed', { error }));
  };
  void run();
  setInterval(run, 3_600_000).unref();
}
