// kill -9 in the middle of acknowledged writes (issue 13): eight writers, two per kind, stream
// sign-ups, transports, bids and tracker positions (bench/lib/crash-writes.mjs), each carrying a
// marker; at a random moment (KILL_MIN_MS…KILL_MAX_MS into the round, counted from when every kind has had a write acked) the server gets SIGKILL and is
// started again at once on the same data (PGlite directory / PostgreSQL database) and port. Then it is
// stopped cleanly, its database read directly for every marker, and started again (a clean start,
// the baseline the restart after the kill is compared with, measured in the same run). ROUNDS
// rounds on PGlite and on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL). Prints per round
// acked / found / lost per kind, writes in flight at the kill that were committed anyway, and the
// restart's time or its refusal. Goal: 0 lost, no restart refused. Never fails.
// Quick check: BENCH_ROUNDS=1 npm run bench:crash (BENCH_SKIP_PGLITE=1: PostgreSQL only)
import { kinds, markerQueries, prepareWriters, streamWrites } from './lib/crash-writes.mjs';
import { ensureBuild, freshPostgres, median, startTovar } from './lib/servers.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const killMinMs = Number(process.env.KILL_MIN_MS ?? 1000);
const killMaxMs = Number(process.env.KILL_MAX_MS ?? 4000);
const extraEnv = { AUTH_SECRET: 'bench-crash-shared-secret-0123456789abcdef' };

/** Every marker of every kind now in the database (read with the server stopped). */
async function markersIn(databaseUrl, dataDir) {
  let db;
  if (databaseUrl) {
    const pg = (await import('pg')).default;
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    db = new PGlite(`${dataDir}/db`);
  }
  const found = {};
  try {
    for (const kind of kinds) found[kind] = new Set((await db.query(markerQueries[kind])).rows.map((row) => String(row.m)));
  } finally {
    await (databaseUrl ? db.end() : db.close());
  }
  return found;
}

/** Resolves once every kind has a write acked since the call (or after a minute, said so). */
async function flowing(ledger) {
  const before = kinds.map((kind) => ledger[kind].acked.size);
  const until = Date.now() + 60_000;
  while (kinds.some((kind, i) => ledger[kind].acked.size === before[i])) {
    if (Date.now() > until) return console.log('crash: some kind had no write acked within a minute; killing anyway');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starts the server on its data and port; the time it took, or why it was refused. */
async function timedStart(options) {
  const started = performance.now();
  try {
    const server = await startTovar({ ...options, extraEnv });
    return { server, ms: performance.now() - started };
  } catch (error) {
    return { refused: String(error.message ?? error), ms: performance.now() - started };
  }
}

async function run(label, databaseUrl) {
  let server = await startTovar({ databaseUrl, extraEnv });
  const options = { databaseUrl, dataDir: server.dataDir, port: server.port };
  const writers = await prepareWriters(server.url);
  const rows = [];
  const starts = { crash: [], clean: [] };
  let refused = 0;
  let lostTotal = 0;
  try {
    for (let round = 1; round <= rounds; round++) {
      let stopped = false;
      const stream = streamWrites(writers, server.url, `${label.slice(0, 2).toLowerCase()}${round}`, () => stopped);
      // The random moment counts from when every kind flows (a fresh server does its start-up work first).
      await flowing(writers.ledger);
      const killAt = killMinMs + Math.random() * (killMaxMs - killMinMs);
      await new Promise((resolve) => setTimeout(resolve, killAt));
      stopped = true;
      await server.kill();
      const restart = await timedStart(options);
      await stream;
      if (restart.refused) {
        refused += 1;
        console.log(`${label} round ${round}: restart REFUSED after kill -9: ${restart.refused}`);
        const again = await timedStart(options);
        if (again.refused) throw new Error(`${label}: the server does not start again: ${again.refused}`);
        server = again.server;
      } else {
        server = restart.server;
        starts.crash.push(restart.ms);
      }
      await server.stop();
      const found = await markersIn(databaseUrl, options.dataDir);
      const clean = await timedStart(options);
      if (clean.refused) throw new Error(`${label}: a clean start was refused: ${clean.refused}`);
      server = clean.server;
      starts.clean.push(clean.ms);
      lostTotal = 0;
      const row = { round, 'killed at ms': Math.round(killAt), 'restart ms': restart.refused ? 'REFUSED' : Math.round(restart.ms) };
      for (const kind of kinds) {
        const { acked, attempted } = writers.ledger[kind];
        const lost = [...acked].filter((marker) => !found[kind].has(marker));
        const inFlightKept = [...attempted].filter((marker) => !acked.has(marker) && found[kind].has(marker)).length;
        lostTotal += lost.length;
        row[kind] = `${acked.size} acked, ${lost.length} lost, +${inFlightKept}`;
        if (lost.length > 0) console.log(`${label} round ${round}: ${kind} lost: ${lost.slice(0, 5).join(', ')}`);
      }
      rows.push(row);
    }
  } finally {
    writers.close();
    await server.stop();
  }
  for (const kind of kinds) {
    for (const [message, count] of writers.ledger[kind].errors) console.log(`  ${label} ${kind} failed ${count} × ${message}`);
  }
  console.log(`\n${label} (per kind, counted over all rounds so far: acked, acked but not found, +in flight at the kill yet stored)`);
  console.table(rows);
  return { label, lost: lostTotal, refused, crashMs: median(starts.crash), cleanMs: median(starts.clean) };
}

ensureBuild();
console.log(`crash: ${rounds} round(s) a database, kill -9 between ${killMinMs} and ${killMaxMs} ms into each round`);
const summary = process.env.BENCH_SKIP_PGLITE === '1' ? [] : [await run('PGlite', '')];
const postgres = await freshPostgres();
if (postgres) {
  try {
    summary.push(await run('PostgreSQL', postgres.url));
  } finally {
    await postgres.drop();
  }
} else {
  console.log('crash: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
console.log('\nGoal: 0 acked writes lost, no restart refused');
console.table(
  summary.map((s) => ({
    database: s.label,
    'acked writes lost': s.lost,
    'restarts refused': s.refused,
    'restart after kill -9, median ms': Math.round(s.crashMs),
    'clean start, median ms': Math.round(s.cleanMs),
    ratio: (s.crashMs / s.cleanMs).toFixed(2),
  })),
);
