/**
 * A fresh database per test file, started from the run's migrated template (database-template.ts):
 * in-memory PGlite by default, or a new database on the PostgreSQL server named by TEST_DATABASE_URL
 * (dropped again when the file is done).
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { openDatabase, type Database, type Db } from '@/server/db/client';
import { adminQuery, databaseUrl } from './database-template';

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/** The databases this test file has open: helpers that deliver queued mail (mail-queue.ts) run on them. */
export const openTestDatabases = new Set<Db>();

export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const database = await openTestDatabase();
  openTestDatabases.add(database.db);
  return {
    ...database,
    close: () => {
      openTestDatabases.delete(database.db);
      return database.close();
    },
  };
}

async function openTestDatabase(): Promise<Database & { url?: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ loadDataDir: await pgliteTemplate() });
  const name = `tovar_test_${crypto.randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ url });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      // Wait for the pool's connections to go rather than kill them: a killed connection still
      // closing reports "terminating connection" as an uncaught error in the test file.
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      for (let attempt = 0; ; attempt++) {
        try {
          await dropper.query(`drop database if exists ${name}${attempt >= 50 ? ' with (force)' : ''}`);
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await dropper.end();
    },
  };
}

let template: Promise<Blob | undefined> | undefined;

/** The migrated database every PGlite of this run starts from (database-template.ts), read once per file. */
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = inject('pgliteTemplate');
  template ??= file ? fs.readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return template;
}

/** A fresh database for this test file, opened before its tests and closed after them; call the result for it. */
export function useTestDatabase(): () => Db {
  let database: (Database & { url?: string }) | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.url) urls.set(database.db, database.url);
  });
  afterAll(() => database?.close());
  return () => {
    if (!database) throw new Error('useTestDatabase: the database opens in beforeAll');
    return database.db;
  };
}

/** The PostgreSQL URL of this file's database (from useTestDatabase), or undefined on PGlite. */
export function testDatabaseUrl(db: Db): string | undefined {
  return urls.get(db);
}
const urls = new WeakMap<Db, string>();
