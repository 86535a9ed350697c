// `node bench/pglite-memory.mjs`: where the embedded database's memory goes (issue 25). Two processes
// in turn run bench/lib/pglite-phases.mjs on one data directory: the first makes it, migrates and
// seeds it as a first start does; the second reopens it as every later start does. For each phase:
// PGlite's WebAssembly heap, the process's resident size, V8's heap, external and ArrayBuffer memory,
// and the peak resident size so far, in MB. No build needed (source through tsx). Never fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { env } from './lib/servers.mjs';

const root = mkdtempSync(join(tmpdir(), 'tovar-pglite-memory-'));
const dataDir = join(root, 'db');

function phases(start) {
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'bench/lib/pglite-phases.mjs', dataDir], {
    env: { ...env, TOVAR_LOG: 'silent' },
    encoding: 'utf8',
  });
  if (child.status !== 0) console.warn(`pglite-memory: the ${start} failed: ${child.stderr}`);
  return child.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => ({ start, ...JSON.parse(line) }));
}

console.log(
  `pglite-memory: in MB; wasm is PGlite's WebAssembly heap; peak is VmHWM so far; PGLITE_WASM_OPTIMIZE=${process.env.PGLITE_WASM_OPTIMIZE ?? ''}`,
);
try {
  console.table([...phases('first start'), ...phases('later start')]);
} finally {
  rmSync(root, { recursive: true, force: true });
}
