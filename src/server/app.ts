/**
 * The composition root: the one place that opens the server's database and starts what runs beside
 * it, so that db/ knows only the database and no service starts itself. Opened on first use:
 * migrations always, demo data on an empty database when TOVAR_SEED_DEMO=1 (what `npm start` sets),
 * then the listeners (on PostgreSQL), the maintenance and the mail and push workers. `stopApp`
 * stops them in the reverse order, the database last.
 */
import path from 'node:path';
import { openDatabase, type Database, type Db } from './db/client';
import { seedIfEmpty } from './seed';
import { config } from './config';
import { startMaintenance } from './services/maintenance/maintenance';
import { startMailWorker } from './services/mail/mail-worker';
import { startPushWorker } from './services/notifications/push-worker';
import { sessionLiveness } from './services/auth/session-liveness';
import { userChanges } from './services/accounts/user-changes';
import { startReminders } from './services/notifications/reminders';

interface Stoppable {
  stop(): Promise<void>;
}

let opening: Promise<Database> | null = null;
/** What was started, in the order it was: stopped from the last. */
let running: Stoppable[] = [];

async function start(): Promise<Database> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  if (config.seedDemo) await seedIfEmpty(database.db);
  // Several processes may share a PostgreSQL: hear each other's session revocations and user changes.
  if (config.databaseUrl) {
    await sessionLiveness.listen(config.databaseUrl);
    running.push({ stop: () => sessionLiveness.close() });
    await userChanges.listen(config.databaseUrl, database.db);
    running.push({ stop: () => userChanges.close() });
  }
  // On PostgreSQL one process at a time runs it (an advisory lock), not every process.
  running.push(startMaintenance(database.db, { lockUrl: config.databaseUrl, embedded: database.kind === 'pglite' }));
  running.push(startMailWorker(database.db));
  running.push(startPushWorker(database.db));
  // Every process scans; each reminder's event key makes another process's find a repeat.
  running.push(startReminders(database.db));
  return database;
}

export function getDatabase(): Promise<Database> {
  opening ??= start().catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export type { Db };

/** Stops the workers and listeners, then closes the database if it was opened (the embedded one releases its directory lock). */
export async function stopApp(): Promise<void> {
  const open = opening;
  opening = null;
  const started = running;
  running = [];
  for (const service of started.reverse()) await service.stop();
  if (open) await (await open.catch(() => null))?.close();
}
