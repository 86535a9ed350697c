/**
 * Vitest global set-up of the API projects: one database migrated once per run, which each test
 * file's fresh database starts from (database.ts). An initdb (PGlite) or twenty-odd migrations cost
 * every file seconds of CPU on PGlite and ~0.5 s on PostgreSQL, two files at a time; a copy costs a
 * fraction of that, and the migrations then find nothing to do.
 * - PGlite: an in-memory database dumped to a file, loaded by each file's PGlite.
 * - PostgreSQL (TEST_DATABASE_URL): a database each file's own is created from (`create database …
 *   template`, ~0.2 s against ~0.5 s with the migrations), dropped when the run ends.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump's path, or '' on PostgreSQL. */
    pgliteTemplate: string;
    /** The migrated PostgreSQL database's name, or '' on PGlite. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    project.provide('pgliteTemplate', '');
    const name = `tovar_template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const database = await openDatabase({ url: databaseUrl(adminUrl, name) });
    await database.close();
    project.provide('postgresTemplate', name);
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  project.provide('postgresTemplate', '');
  const database = await openDatabase({});
  const pglite = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `tovar-pglite-template-${process.pid}-${project.name}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rm(file, { force: true });
}

/** The server's URL with another database's name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on its own connection (`create database` cannot run in a pool's transaction). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
