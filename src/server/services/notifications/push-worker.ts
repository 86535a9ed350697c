/**
 * The push queue's delivery worker, one per server process beside the mail worker (app.ts), run
 * the same way: woken by a push queued in this process, polling for those queued by others, claims
 * leased. Each claimed push goes to every subscription its person has now; a gone one is deleted,
 * a failed one is retried later without sending again to those that took it.
 */
import type { Db } from '../../db/client';
import type { QueuedPush } from '../../db/schema';
import { logger } from '../../platform/logger';
import type { MailDeliverySettings } from '../mail/mail-delivery-settings';
import { claimDuePushes, markPushFailed, markPushSent, pushDelivery } from './push-queue';
import { sendPush, type PushSendOptions } from './push-sender';
import { forgetPushSubscription, markPushSuccess, pushSubscriptionsOf } from './push-subscriptions';
import { registerPushWorker } from './push-worker-registry';
import { startWorkerLoop } from '../../platform/worker-loop';

export interface PushWorker {
  /** Claims the pushes due at `now` (one batch) and sends each; returns how many it claimed. */
  runOnce(now?: Date): Promise<number>;
  /** Runs batches until none is due. */
  drain(now?: Date): Promise<void>;
  stop(): Promise<void>;
}

export interface PushWorkerOptions extends PushSendOptions {
  settings?: MailDeliverySettings;
}

async function attempt(db: Db, push: QueuedPush, now: Date, options: PushWorkerOptions): Promise<void> {
  const pending = (await pushSubscriptionsOf(db, push.userId)).filter((subscription) => !push.deliveredTo.includes(subscription.id));
  const outcomes = await Promise.all(
    pending.map(async (subscription) => ({ subscription, outcome: await sendPush(subscription, push, options) })),
  );
  const delivered = outcomes.filter(({ outcome }) => outcome.status === 'delivered').map(({ subscription }) => subscription.id);
  await markPushSuccess(db, delivered, new Date());
  for (const { subscription, outcome } of outcomes) {
    if (outcome.status === 'gone') await forgetPushSubscription(db, subscription.id);
  }
  const failures = outcomes.flatMap(({ outcome }) => (outcome.status === 'failed' ? [outcome.error] : []));
  if (failures.length === 0) return markPushSent(db, push.id, new Date());
  const error = [...new Set(failures)].join('; ').slice(0, 500);
  const retryAt = await markPushFailed(db, push, [...push.deliveredTo, ...delivered], error, now, options.settings);
  const fields = { pushId: push.id, attempts: push.attempts, error };
  if (retryAt) logger.warn('push delivery failed, will retry', { ...fields, retryAt });
  else logger.error('push delivery given up', { ...fields, queuedAt: push.createdAt });
}

export function createPushWorker(db: Db, options: PushWorkerOptions = {}): PushWorker {
  const settings = options.settings ?? pushDelivery;
  const runOnce = async (now = new Date()) => {
    const claimed = await claimDuePushes(db, now, settings);
    await Promise.all(claimed.map((push) => attempt(db, push, now, { ...options, settings })));
    return claimed.length;
  };
  const drain = async (now?: Date) => {
    while ((await runOnce(now)) >= settings.batchSize);
  };
  return { runOnce, drain, stop: () => Promise.resolve() };
}

/** A worker that runs on every wake and poll, one run at a time, until stopped. */
export function startPushWorker(db: Db, options: PushWorkerOptions = {}): PushWorker {
  const worker = createPushWorker(db, options);
  const loop = startWorkerLoop({
    drain: () => worker.drain(),
    register: registerPushWorker,
    pollMs: (options.settings ?? pushDelivery).pollMs,
    pausedMessage: 'push delivery paused',
  });
  return { ...worker, stop: () => loop.stop() };
}
