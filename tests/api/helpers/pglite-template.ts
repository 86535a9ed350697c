/**
 * Vitest global set-up of the API projects on PGlite: one in-memory database migrated once per run
 * and dumped to a file, which each test file's fresh database starts from (database.ts). An initdb
 * and twenty-odd migrations cost every file seconds of CPU, two files at a time; loading the dump
 * costs a fraction of that, and the migrations then find nothing to do. On PostgreSQL (TEST_DATABASE_URL)
 * it does nothing: each file creates its own database there.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump's path, or '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return async () => undefined;
  }
  const database = await openDatabase({});
  const pglite = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = await pglite.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `tovar-pglite-template-${process.pid}-${project.name}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rm(file, { force: true });
}
