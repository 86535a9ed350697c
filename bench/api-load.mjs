// The mixed scenario of issue 13 at growing concurrency: each virtual user logs in once (from a
// loopback address of its own, so the per-IP log-in limit counts people, not the bench) and then
// loops load search → bid → fleet list → tracker position (bench/lib/load-scenario.mjs). Steps of
// 4, 8, 16, … users (up to MAX_VUS) until the step's p99 passes 500 ms; every step is ROUNDS rounds
// of SECONDS_PER_ROUND s, each beside a round of the same users against a bare node:http JSON server
// (same requests, nothing stored), so "vs bare" compares figures taken seconds apart. Runs on PGlite,
// on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL), and with two server processes on one
// PostgreSQL (users spread over both ports). Prints per step req/s, p50, p99, errors and each kind
// of request's p99 (medians of the rounds; errors summed), and the most users held with p99 ≤ 500 ms
// and 0 errors. Never fails.
// Quick check: BENCH_ROUNDS=1 SECONDS_PER_ROUND=2 MAX_VUS=16 npm run bench:api-load (BENCH_SKIP_PGLITE=1: PostgreSQL only)
import { spawn } from 'node:child_process';
import { createClient, createRecorder } from './lib/http-client.mjs';
import { createVirtualUser, startLoadWorld } from './lib/load-scenario.mjs';
import { ensureBuild, freePort, freshPostgres, median } from './lib/servers.mjs';

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.SECONDS_PER_ROUND ?? 10);
const bareSeconds = Math.min(seconds, 3);
const maxVus = Number(process.env.MAX_VUS ?? 256);
const transports = Number(process.env.TRANSPORTS ?? 50);
const p99Goal = 500;
const steps = [];
for (let vus = 4; vus <= maxVus; vus *= 2) steps.push(vus);

/** Every user loops until `seconds` have passed (a pass under way finishes); the figures of all their requests. */
async function drive(users, iterate, forSeconds) {
  const recorder = createRecorder();
  const started = performance.now();
  const end = started + forSeconds * 1000;
  await Promise.all(
    users.map(async (user) => {
      while (performance.now() < end) await iterate(user, recorder);
    }),
  );
  return recorder.summary((performance.now() - started) / 1000);
}

async function startBare() {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => { q.resume(); q.on('end', () => { const b = q.url.startsWith('/api/osmand') ? '' : '{"result":{"data":{"json":null}}}'; s.writeHead(200, { 'content-type': 'application/json', 'content-length': b.length }); s.end(b); }); }).listen(${port}, () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((done) => child.stdout.once('data', done));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** The same four requests a virtual user sends, to the bare server. */
const bareIterate = async (client, recorder) => {
  await recorder.time(() => client.query('loads.search', {}));
  await recorder.time(() => client.mutate('bids.place', { amount: 1 }));
  await recorder.time(() => client.query('fleet.list'));
  await recorder.time(() => client.position('bare', Date.now()));
};

async function run(label, bareUrl, { databaseUrl = '', processes = 1 }) {
  const world = await startLoadWorld({ databaseUrl, processes, users: steps.at(-1), transports });
  const users = [];
  const bareUsers = [];
  const rows = [];
  let held = 0;
  let stoppedBy = `MAX_VUS (${maxVus}) reached`;
  try {
    for (const vus of steps) {
      // New users log in before the step, outside its figures; the earlier ones keep their sessions.
      while (users.length < vus) {
        const n = users.length;
        users.push(await createVirtualUser(world.servers[n % processes].url, n, world.transportIds));
        bareUsers.push(createClient(bareUrl, n + 1));
      }
      const results = [];
      const ratios = [];
      for (let round = 0; round < rounds; round++) {
        const bare = await drive(bareUsers, bareIterate, bareSeconds);
        const result = await drive(users, (user, recorder) => user.iterate(recorder), seconds);
        results.push(result);
        ratios.push(result.rps / bare.rps);
      }
      const errors = results.reduce((sum, r) => sum + r.errors, 0);
      const p99 = median(results.map((r) => r.p99));
      rows.push({
        users: vus,
        'req/s': Math.round(median(results.map((r) => r.rps))),
        'p50 ms': median(results.map((r) => r.p50)).toFixed(1),
        'p99 ms': p99.toFixed(1),
        errors,
        'vs bare': `${(median(ratios) * 100).toFixed(1)} %`,
        ...Object.fromEntries(
          ['search', 'bid', 'fleet', 'position'].map((kind) => [
            `${kind} p99`,
            median(results.map((r) => r.p99ByKind[kind] ?? NaN)).toFixed(0),
          ]),
        ),
      });
      for (const r of results) for (const [kind, count] of r.kinds) console.log(`  ${label}, ${vus} users: ${count} × ${kind}`);
      if (p99 <= p99Goal && errors === 0) held = vus;
      if (p99 > p99Goal) {
        stoppedBy = `p99 > ${p99Goal} ms at ${vus} users`;
        break;
      }
    }
  } finally {
    for (const user of users) user.client.close();
    for (const client of bareUsers) client.close();
    await world.stop();
  }
  console.log(`\n${label}`);
  console.table(rows);
  return { label, held, stoppedBy };
}

ensureBuild();
console.log(
  `api-load: steps ${steps.join(', ')} users; ${rounds} round(s) × ${seconds} s a step (and ${bareSeconds} s of bare beside each); medians`,
);
const bare = await startBare();
const summary = [];
try {
  if (process.env.BENCH_SKIP_PGLITE !== '1') summary.push(await run('PGlite, one process', bare.url, {}));
  for (const processes of [1, 2]) {
    const postgres = await freshPostgres();
    if (!postgres) {
      console.log('api-load: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
      break;
    }
    try {
      summary.push(
        await run(`PostgreSQL, ${processes === 1 ? 'one process' : 'two processes'}`, bare.url, { databaseUrl: postgres.url, processes }),
      );
    } finally {
      await postgres.drop();
    }
  }
} finally {
  bare.stop();
}
console.log(`\nMost users held with p99 ≤ ${p99Goal} ms and 0 errors (each loops 4 requests; "—": not even ${steps[0]})`);
console.table(summary.map((s) => ({ setup: s.label, 'users held': s.held || '—', 'stopped by': s.stoppedBy })));
