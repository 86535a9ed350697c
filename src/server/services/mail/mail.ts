/**
 * Outgoing mail goes through the durable queue: sendMail writes a row with the caller's database
 * handle (its transaction, when the action has one, so a rolled-back action sends nothing) and wakes
 * this process's delivery worker (mail-worker.ts). The action never waits for, or fails with, the
 * mail server; delivery (mail-transport.ts) retries with backoff.
 */
import type { Db } from '../../db/client';
import { enqueueMail } from './mail-queue';
import type { Mail } from './mail-message';
import { wakeMailWorkers } from './mail-worker-registry';

export async function sendMail(db: Db, mail: Mail): Promise<void> {
  await enqueueMail(db, mail);
  // Inside a transaction the row is not visible before commit: the worker's poll then finds it.
  wakeMailWorkers();
}
