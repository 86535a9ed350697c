/**
 * The database the server uses, opened for an operator's script (seed, sql, verify-deliveries):
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/db. PGlite lets one process hold
 * it, so while the server runs the script says so in one line and exits 1 instead of a stack trace.
 */
import path from 'node:path';
import { config } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { DatabaseLockedError } from '../src/server/db/lock';

const pgliteDirectory = path.join(config.dataDir, 'db');

/** Where the data goes, for the script's report. */
export const databaseWhere = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${pgliteDirectory}`;

/** Runs `use` on the open database and closes it after; 1 without running it when another process holds PGlite. */
export async function withServerDatabase(use: (database: Database) => Promise<number>): Promise<number> {
  let database: Database;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: pgliteDirectory });
  } catch (error) {
    if (!(error instanceof DatabaseLockedError)) throw error;
    console.error(`✖ ${error.message}`);
    return 1;
  }
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** Exits with what `main` returns, or 1 after printing `failure` and the error it threw. */
export function runScript(main: () => Promise<number>, failure: string): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`✖ ${failure}:`, error);
      process.exit(1);
    },
  );
}
