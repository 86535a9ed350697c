/**
 * Scheduled work, at start and then hourly: overdue OPEN auctions are written as EXPIRED, and the
 * auth tables are kept small (old rate-limit events, expired or long-revoked refresh tokens, spent or
 * expired mail tokens, addresses no longer known), position history past its retention
 * (tracking/retention.ts), delivered or given-up mails and pushes (mail-queue.ts, push-queue.ts),
 * uploads' temporary files left by a crash (uploads/incoming-sweep.ts), and read notifications after
 * 90 days or beyond 1,000 a person (notification-list.ts), and a removed load's message threads 30 days on (thread-prune.ts). Correctness never depends on it: every
 * reader checks times itself. On PostgreSQL only the process holding the maintenance lock runs it
 * (maintenance-lock.ts); the embedded database has one process, which always runs it, and then
 * vacuums and analyzes its tables as PostgreSQL's autovacuum would (db/pglite-vacuum.ts).
 */
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actionTokens, knownLoginAddresses, refreshTokens } from '../../db/schema';
import { knownAddressTtlMs } from '../auth/password-guesses';
import { prune as pruneRateLimits } from '../../platform/rate-limit';
import { logger } from '../../platform/logger';
import { pruneMailQueue } from '../mail/mail-queue';
import { prunePushQueue } from '../notifications/push-queue';
import { pruneNotifications } from '../notifications/notification-list';
import { notificationsKeptPerUser } from '@/lib/notifications';
import { expireOverdue } from '../transports/transport-expiry';
import { prunePositions } from '../../tracking/retention';
import { MaintenanceLock } from './maintenance-lock';
import { sweepIncoming } from '../../uploads/incoming-sweep';
import { removeFile } from '../../uploads/storage';
import { pruneClosedThreads } from '../messages/thread-prune';
import { vacuumAsAutovacuumWould } from '../../db/pglite-vacuum';

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
  await prunePushQueue(db, new Date(now));
  await pruneNotifications(db, new Date(now), notificationsKeptPerUser);
  for (const key of await pruneClosedThreads(db, new Date(now))) await removeFile(key);
}

export interface Maintenance {
  /** One round: cleans up when this process may (always without a lock); says whether it ran. */
  runOnce(): Promise<boolean>;
  stop(): Promise<void>;
}

export interface MaintenanceOptions {
  /** PostgreSQL: the rounds are shared between the processes on it, by a lock taken through this URL. */
  lockUrl?: string | undefined;
  /** The embedded database, which has no autovacuum: each round ends with what it would do. */
  embedded?: boolean;
  intervalMs?: number;
}

/** The rounds of this process: at start, then hourly. */
export function startMaintenance(db: Db, { lockUrl, embedded = false, intervalMs = 3_600_000 }: MaintenanceOptions = {}): Maintenance {
  const lock = lockUrl ? new MaintenanceLock(lockUrl) : null;
  let stopped = false;
  const runRound = async () => {
    if (stopped) return false;
    try {
      if (lock && !(await lock.tryTake())) {
        logger.info('maintenance skipped', { reason: 'another server runs it' });
        return false;
      }
      await cleanUp(db);
      // Uploads cut off by a crash leave temporary files no request removes.
      await sweepIncoming().catch((error: unknown) => logger.warn('upload sweep failed', { error }));
      if (embedded) logger.info('embedded database vacuumed', await vacuumAsAutovacuumWould(db));
      logger.info('maintenance ran');
      return true;
    } catch (error) {
      logger.warn('maintenance failed', { error });
      return false;
    }
  };
  // Rounds of one process never overlap: each waits for the one before.
  let round: Promise<boolean> = Promise.resolve(false);
  const runOnce = () => (round = round.then(runRound));
  void runOnce();
  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
      await lock?.release();
    },
  };
}
