// One process's memory through the embedded database's start (bench/pglite-memory.mjs runs it, from
// source through tsx): after loading the modules, after opening (the directory made if new, the
// migrations run), after the demo seed, and settled 3 s later. Each phase prints one JSON line: the
// size of PGlite's WebAssembly heap, process.memoryUsage() and the peak resident size (VmHWM), in MB.
import { readFileSync } from 'node:fs';
import { openDatabase } from '../../src/server/db/client.ts';
import { seedIfEmpty } from '../../src/server/seed/index.ts';

const mb = (bytes) => Math.round(bytes / 1048576);
const peakMb = () => mb(Number(readFileSync('/proc/self/status', 'utf8').match(/VmHWM:\s+(\d+) kB/)[1]) * 1024);

function report(phase, database) {
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  // PGlite's Emscripten module: its heap is one WebAssembly.Memory, which only grows.
  const wasm = database?.db.$client?.mod?.HEAPU8?.length;
  const figures = {
    phase,
    wasm: wasm ? mb(wasm) : null,
    rss: mb(rss),
    heapUsed: mb(heapUsed),
    external: mb(external),
    arrayBuffers: mb(arrayBuffers),
  };
  console.log(JSON.stringify({ ...figures, peak: peakMb() }));
}

report('modules loaded');
const database = await openDatabase({ dataDir: process.argv[2] });
report('opened and migrated', database);
const seeded = await seedIfEmpty(database.db);
report(seeded ? 'demo data seeded' : 'seed skipped (not empty)', database);
await new Promise((resolve) => setTimeout(resolve, 3_000));
report('3 s later', database);
await database.close();
