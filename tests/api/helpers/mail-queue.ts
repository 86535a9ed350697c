/**
 * The mail queue in API tests: actions only queue their mails, so a test that reads them first
 * runs a delivery worker over the queue (no waiting on the server's timers).
 */
import type { Db } from '@/server/db/client';
import { createMailWorker } from '@/server/services/mail-worker';
import { openTestDatabases } from './database';

/** Delivers every mail due now, on `db` or on each database this test file has open. */
export async function deliverQueuedMail(db?: Db): Promise<void> {
  for (const target of db ? [db] : [...openTestDatabases]) await createMailWorker(target).drain();
}
