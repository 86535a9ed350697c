/**
 * A new PGlite directory is made by a short-lived process of its own. PGlite's initdb runs a second
 * Postgres and the initdb module beside the one being opened: ~560 MB at their peak, and V8 keeps that
 * memory until a collection it may not run for a long time (issue 25: a server that made its database
 * at start stayed at ~790 MB; one that opened a made one, ~200 MB). A child gives it all back when it
 * exits. It makes the directory beside the target and renames it into place, so an interrupted
 * creation leaves nothing half-made behind. A directory that is neither empty nor made is left to
 * PGlite, as before.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

// Run as an ES module by `node -e`: argv is [node, module url, directory, ...start parameters].
const createInChild = `
const [moduleUrl, dataDir, ...settings] = process.argv.slice(1);
const { PGlite } = await import(moduleUrl);
const client = new PGlite({ dataDir, startParams: [...PGlite.defaultStartParams, ...settings] });
await client.waitReady;
await client.close();
`;

const isEmptyDirectory = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length === 0;

/** Makes the PGlite database in `dataDir` in a child process when the directory is empty (or absent). */
export async function createPgliteDirectory(dataDir: string, settings: readonly string[]): Promise<void> {
  if (fs.existsSync(dataDir) && !isEmptyDirectory(dataDir)) return;
  const staging = `${dataDir}.new`;
  fs.rmSync(staging, { recursive: true, force: true });
  const moduleUrl = import.meta.resolve('@electric-sql/pglite');
  await run(process.execPath, ['--input-type=module', '-e', createInChild, moduleUrl, staging, ...settings], {
    maxBuffer: 16 * 1024 * 1024,
  });
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.renameSync(staging, dataDir);
}
