/**
 * A new PGlite directory is made by a short-lived process of its own. PGlite's initdb runs a second
 * Postgres and the initdb module beside the one being opened, and V8 keeps their memory until a
 * collection it may not run for a long time (issue 25, Node 24: PGlite alone, 590 MB resident after
 * making a directory, 200 MB after opening a made one). A child gives it all back when it exits. It makes the directory beside the target and renames it into place, so an interrupted
 * making leaves nothing half-made in it. The name beside it is this process's own: a child left
 * running by a server killed with -9 writes only there (the next start removes it). A directory that
 * is neither empty nor made is left to PGlite, as before.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

// Run as an ES module by `node -e`: argv is [node, module url, directory, ...start parameters].
const createInChild = `
const [moduleUrl, dataDir, ...settings] = process.argv.slice(1);
try {
  const { PGlite } = await import(moduleUrl);
  const client = new PGlite({ dataDir, startParams: [...PGlite.defaultStartParams, ...settings] });
  await client.waitReady;
  await client.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
`;

/** What earlier makings of this directory left beside it (the caller holds the directory's lock). */
function removeUnfinished(dataDir: string): void {
  const parent = path.dirname(dataDir);
  const prefix = `${path.basename(dataDir)}.new-`;
  for (const name of fs.readdirSync(parent)) {
    if (name.startsWith(prefix)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  }
}

// The child's own peak: ~1,030 MB with V8's defaults, ~550 MB with baseline code only (no optimising
// compile, see client.ts) and a small young generation. It runs for ~3 s, once per directory.
const childFlags = ['--liftoff-only', '--max-semi-space-size=8'];

const isEmptyDirectory = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length === 0;

/** Makes the PGlite database in `dataDir` in a child process when the directory is empty (or absent). */
export async function createPgliteDirectory(dataDir: string, settings: readonly string[]): Promise<void> {
  if (fs.existsSync(dataDir) && !isEmptyDirectory(dataDir)) return;
  removeUnfinished(dataDir);
  const staging = `${dataDir}.new-${process.pid}`;
  const moduleUrl = import.meta.resolve('@electric-sql/pglite');
  await run(process.execPath, [...childFlags, '--input-type=module', '-e', createInChild, moduleUrl, staging, ...settings], {
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error: unknown) => {
    fs.rmSync(staging, { recursive: true, force: true });
    const said = (error as { stderr?: string }).stderr?.trim() || String(error);
    throw new Error(`Could not make the embedded database in ${dataDir}: ${said}`, { cause: error });
  });
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.renameSync(staging, dataDir);
}
