/**
 * A new embedded database directory is made by a child process (db/pglite-directory.ts, issue 25:
 * the memory of PGlite's initdb is not kept by the server): made in place with nothing left beside
 * it, opened again with what was written, not hindered by the leftover of an interrupted making, and
 * a failure said with PGlite's reason.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { createPgliteDirectory } from '@/server/db/pglite-directory';
import { rowsOf } from '@/server/db/rows';

const tempDataDir = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tovar-pglite-dir-')), 'db');

describe('a new PGlite directory', () => {
  // Each making is an initdb of seconds of CPU: one test makes the directory, checks where it is,
  // and opens it again.
  it('is made in place with nothing left beside it, opens with the migrations and keeps what was written', async () => {
    const dataDir = tempDataDir();
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`create table kept (note text)`);
    await first.db.execute(sql`insert into kept values ('written before the close')`);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['db']);
    const second = await openDatabase({ dataDir });
    const notes = await rowsOf<{ note: string }>(second.db, sql`select note from kept`);
    await second.close();
    expect(notes).toEqual([{ note: 'written before the close' }]);
  });

  it('removes what an interrupted making left beside it', async () => {
    const dataDir = tempDataDir();
    const leftover = `${dataDir}.new-${process.pid + 1}`;
    fs.mkdirSync(leftover);
    fs.writeFileSync(path.join(leftover, 'PG_VERSION'), 'half made');
    const database = await openDatabase({ dataDir });
    await database.close();
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual(['db']);
    expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).not.toBe('half made');
  });

  it('says why it could not be made, and leaves nothing beside it', async () => {
    const dataDir = tempDataDir();
    const error = await createPgliteDirectory(dataDir, ['-c', 'shared_buffers=nonsense']).catch((e: unknown) => e);
    expect(String(error)).toContain(`Could not make the embedded database in ${dataDir}: PGlite failed to initialize`);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual([]);
  });

  it('leaves a directory that holds files to PGlite', async () => {
    const dataDir = tempDataDir();
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'unrelated'), 'kept');
    await createPgliteDirectory(dataDir, []);
    expect(fs.readdirSync(dataDir)).toEqual(['unrelated']);
  });
});
