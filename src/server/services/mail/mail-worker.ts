/**
 * The mail queue's delivery worker, one per server process (started with the database): woken at
 * once by an enqueue in this process, and polling every few seconds for mails queued by others.
 * Claims are leased and skip rows another worker holds, so processes sharing a PostgreSQL never
 * send one mail twice, except when a worker dies after sending and before marking its batch sent: those
 * mails go again once the lease ends (at-least-once at the lease's edge).
 */
import type { Db } from '../../db/client';
import type { QueuedMail } from '../../db/schema';
import { scrub } from '../../platform/log-redaction';
import { logger } from '../../platform/logger';
import { mailDelivery, type MailDeliverySettings } from './mail-delivery-settings';
import { claimDueMails, markFailed, markSent } from './mail-queue';
import { deliverMail } from './mail-transport';
import { registerMailWorker } from './mail-worker-registry';
import { startWorkerLoop } from '../../platform/worker-loop';

export interface MailWorker {
  /** Claims the mails due at `now` (one batch) and tries each; returns how many it claimed. */
  runOnce(now?: Date): Promise<number>;
  /** Runs batches until none is due. */
  drain(now?: Date): Promise<void>;
  /** Stops polling and waiting for wakes; resolves when a run in progress has finished. */
  stop(): Promise<void>;
}

/** What an operator may read of a failure: the code and a scrubbed message, never the mail. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error';
  const code = (error as { code?: unknown }).code;
  return `${typeof code === 'string' ? `${code}: ` : ''}${scrub(error.message)}`.slice(0, 500);
}

/** Tries one mail; true when it went (marked sent with the rest of its batch), else it is marked for a retry. */
async function attempt(db: Db, mail: QueuedMail, now: Date, settings: MailDeliverySettings): Promise<boolean> {
  try {
    await deliverMail({
      id: mail.id,
      queuedAt: mail.createdAt,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? undefined,
    });
  } catch (error) {
    const failure = describeFailure(error);
    const retryAt = await markFailed(db, mail, failure, now, settings);
    const fields = { mailId: mail.id, attempts: mail.attempts, error: failure };
    if (retryAt) logger.warn('mail delivery failed, will retry', { ...fields, retryAt });
    else logger.error('mail delivery given up', { ...fields, queuedAt: mail.createdAt });
    return false;
  }
  return true;
}

export function createMailWorker(db: Db, settings: MailDeliverySettings = mailDelivery): MailWorker {
  const runOnce = async (now = new Date()) => {
    const claimed = await claimDueMails(db, now, settings);
    const went = await Promise.all(claimed.map((mail) => attempt(db, mail, now, settings)));
    // One statement for the batch: on PGlite every statement waits for the one before it.
    await markSent(
      db,
      claimed.filter((_, i) => went[i]).map((mail) => mail.id),
      new Date(),
    );
    return claimed.length;
  };
  const drain = async (now?: Date) => {
    while ((await runOnce(now)) >= settings.batchSize);
  };
  return { runOnce, drain, stop: () => Promise.resolve() };
}

/** A worker that runs on every wake and poll, one run at a time, until stopped. */
export function startMailWorker(db: Db, settings: MailDeliverySettings = mailDelivery): MailWorker {
  const worker = createMailWorker(db, settings);
  const loop = startWorkerLoop({
    drain: () => worker.drain(),
    register: registerMailWorker,
    pollMs: settings.pollMs,
    pausedMessage: 'mail delivery paused',
  });
  return { ...worker, stop: () => loop.stop() };
}
