/**
 * The server's one database, opened on first use: migrations always, demo data on an empty
 * database when TOVAR_SEED_DEMO=1 (what `npm start` sets).
 */
import path from 'node:path';
import { openDatabase, type Database, type Db } from './client';
import { seedIfEmpty } from './seed';
import { config } from '../config';
import { startMaintenance, type Maintenance } from '../services/maintenance/maintenance';
import { startMailWorker, type MailWorker } from '../services/mail/mail-worker';
import { sessionLiveness } from '../services/auth/session-liveness';
import { userChanges } from '../services/accounts/user-changes';

let opening: Promise<Database> | null = null;
let maintenance: Maintenance | null = null;
let mailWorker: MailWorker | null = null;

export function getDatabase(): Promise<Database> {
  opening ??= (async () => {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
    if (config.seedDemo) await seedIfEmpty(database.db);
    // Several processes may share a PostgreSQL: hear each other's session revocations and user changes.
    if (config.databaseUrl) {
      await sessionLiveness.listen(config.databaseUrl);
      await userChanges.listen(config.databaseUrl, database.db);
    }
    // On PostgreSQL one process at a time runs it (an advisory lock), not every process.
    maintenance = startMaintenance(database.db, config.databaseUrl);
    mailWorker = startMailWorker(database.db);
    return database;
  })().catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export type { Db };

/** Closes the database if it was opened (the embedded one releases its directory lock). */
export async function closeDatabase(): Promise<void> {
  const open = opening;
  opening = null;
  await sessionLiveness.close();
  await userChanges.close();
  await maintenance?.stop();
  maintenance = null;
  await mailWorker?.stop();
  mailWorker = null;
  if (open) await (await open.catch(() => null))?.close();
}
