/**
 * The database: PostgreSQL through `pg` when DATABASE_URL is set, otherwise embedded PGlite in
 * DATA_DIR/db. Both run the same committed migrations on open. PGlite has no lock between
 * processes (STACK-NOTES), so the directory is locked here and a second opener is refused.
 */
import path from 'node:path';
import v8 from 'node:v8';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDirectory } from './lock';
import { createPgliteDirectory } from './pglite-directory';
import { withNamedStatements } from './pglite-statements';
import { trackUserWrites, watchUserWrites } from './user-writes';
import { logger } from '../platform/logger';

/**
 * No relational schema is given to Drizzle: the code reads with the query builders, and a handle
 * made with one built a relational query builder for every table, on every transaction (issue 25).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface OpenOptions {
  /** A PostgreSQL connection string; wins over dataDir. */
  url?: string | undefined;
  /** A PGlite directory; omitted (and no url) means an in-memory database. */
  dataDir?: string | undefined;
  /**
   * An in-memory PGlite's starting content: a migrated database's `dumpDataDir()` (the API tests
   * make one per run, tests/api/helpers/database-template.ts, instead of an initdb and every migration per file).
   */
  loadDataDir?: Blob | undefined;
  migrationsFolder?: string;
  /** PostgreSQL: how long to wait for a connection, then a query, before answering 503 (db/unavailable.ts). */
  timeouts?: DatabaseTimeouts;
}

export interface DatabaseTimeouts {
  connectMs: number;
  queryMs: number;
}

/** A database that does not answer never holds a request for long: DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS. */
export const databaseTimeouts: DatabaseTimeouts = {
  connectMs: Number(process.env.DATABASE_CONNECT_TIMEOUT_MS || 5_000),
  queryMs: Number(process.env.DATABASE_QUERY_TIMEOUT_MS || 30_000),
};

const defaultMigrations = path.resolve(process.env.MIGRATIONS_DIR ?? 'src/server/db/migrations');

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrations;
  if (options.url) return openPostgres(options.url, migrationsFolder, options.timeouts ?? databaseTimeouts);
  return openPglite(options.dataDir, migrationsFolder, options.loadDataDir);
}

async function openPostgres(url: string, migrationsFolder: string, timeouts: DatabaseTimeouts): Promise<Database> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.queryMs,
    keepAlive: true,
  });
  // A connection dropped by the server (restart, failover, a cut network) must not crash the process,
  // idle or checked out (a transaction, the migration's lock: the pool does not listen to those); its
  // query rejects, the pool closes it and opens a new one, so calls succeed again once the database is back.
  pool.on('connect', (client) => client.on('error', (error) => logger.warn('database connection lost', { error: String(error) })));
  pool.on('error', () => undefined); // the pool repeats an idle connection's error, logged just above
  const db = drizzle(pool);
  // Several servers may start at once on one database: migrate under an advisory lock.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(724514)');
    await migrate(db, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(724514)').catch(() => undefined);
    client.release();
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

/**
 * PGlite's memory lives in its WebAssembly heap, which never shrinks: a smaller buffer cache and
 * maintenance memory cut the server's resident size by ~150 MB (issue 9; bench/api prints it). The
 * demo's working set fits in 32 MB; what does not is read through the operating system's file cache.
 * (`initialMemory` cannot go below the 128 MB the module declares.)
 *
 * Its pages are in that cache or the operating system's, so reading one at random costs about what
 * reading the next does: `random_page_cost` 1.1 (PostgreSQL's 4 prices a spinning disk's seek), the
 * usual setting for data in memory or on SSD. With 4 and the statistics its vacuum gathers
 * (pglite-vacuum.ts), the planner scanned the demo's small tables whole in the load search's lateral
 * lookup of one's own bid, one scan per load (463–473 µs of CPU a page, in one process; 281–348 without
 * statistics; 263–266 with both).
 */
export const pgliteSettings = ['-c', 'shared_buffers=32MB', '-c', 'maintenance_work_mem=16MB', '-c', 'random_page_cost=1.1'];

/**
 * V8 recompiles PGlite's hottest WebAssembly functions with its optimising compiler; one of them
 * (104 KB of wasm) takes ~600 MB of compiler memory for ~0.4 s, seconds after the first queries: a
 * 500 MB jump in the server's peak resident size (issue 25). Baseline (Liftoff) code keeps the peak
 * near the idle size and costs PGlite's queries ~10 % of their time. V8 reads this flag when it
 * considers a tier-up, so setting it before the first query is enough (`--liftoff-only` is read at
 * start only). The flag names the one function index allowed to tier up: 0, which is never hot.
 * PGLITE_WASM_OPTIMIZE=1 keeps V8's default (faster queries, a higher peak).
 */
function keepPgliteOnBaselineCode(): void {
  if (process.env.PGLITE_WASM_OPTIMIZE !== '1') v8.setFlagsFromString('--wasm-tier-up-filter=0');
}

async function openPglite(dataDir: string | undefined, migrationsFolder: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const unlock = dataDir ? await lockDirectory(dataDir) : () => undefined;
  try {
    keepPgliteOnBaselineCode();
    if (dataDir) await createPgliteDirectory(dataDir, pgliteSettings);
    const client = new PGlite({
      ...(dataDir ? { dataDir } : { loadDataDir }),
      startParams: [...PGlite.defaultStartParams, ...pgliteSettings],
    });
    await client.waitReady;
    // Every write to users is counted, so a user row read before can be trusted without a query.
    const watched = watchUserWrites(withNamedStatements(client));
    const db = drizzle(watched.client);
    trackUserWrites(db, watched.writes);
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
