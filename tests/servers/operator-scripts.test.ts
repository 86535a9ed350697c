/**
 * The operator's scripts the README names run as a newcomer would type them: `npm run seed` fills an
 * empty PGlite database with the demo, `npm run sql` reads it, `npm run verify-deliveries` checks
 * its delivery records' chain. They load the server's modules (the locale files through
 * import.meta.glob among them), which plain tsx could not run: scripts/run-script.mjs.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
let dataDir = '';

/** One script on the PGlite database in `dataDir` (never the PostgreSQL of the other tests). */
async function script(name: string, ...args: string[]) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  return run(process.execPath, ['scripts/run-script.mjs', `scripts/${name}.ts`, ...args], { env, timeout: 120_000 });
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tovar-scripts-'));
});
afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the operator scripts', () => {
  it('seed the demo into an empty database, then read it with sql and verify its deliveries', async () => {
    const seeded = await script('seed');
    expect(seeded.stdout).toContain('info@drinatrans.example');

    const counted = await script('sql', "select count(*)::int as people from users where email = 'ana@tovar.example'");
    expect(counted.stdout).toMatch(/people[\s\S]*\b1\b/);

    const verified = await script('verify-deliveries');
    expect(verified.stdout).toMatch(/✔ \d+ delivery records: the chain holds\./);
  }, 180_000);
});
