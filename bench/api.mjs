// The cost of one API request (issue 25): for each target, the server process's CPU time per request
// (from /proc/<pid>/stat before and after each round, divided by the requests it answered), beside
// req/s, latency and the ratio to a bare node:http JSON endpoint measured seconds before it. CPU per
// request does not drift with the machine's load the way a rate does; the part of it spent in the
// kernel (system: socket writes and wake-ups, dearer in a virtual machine) is printed beside it. The
// bare server's own figures are printed too, so a ratio against a baseline that slowed down shows.
// Targets: auth.me (a Bearer token, the session check), transports.mine page 1 (a customer's list),
// loads.search page 1 (a transporter's search), and a bid update (bids.place on the same auction
// again: an upsert), on PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL
// (whose own CPU, in its server processes, is not counted). Also the server's resident memory: idle
// after start (settled), after the load, and its peak (VmHWM, the demo data's seeding included).
// Prints figures; never fails. Requests accept what Chromium accepts (ACCEPT_ENCODING for another
// client's list). Each server answers WARM_UP_SECONDS (5) of auth.me before the first measured round.
// Quick check: ROUNDS=1 SECONDS_PER_ROUND=2 npm run bench:api; TARGETS and DATABASES pick some (below).
// The server writes its request log lines (into a pipe the bench drains) as production does, and
// they are part of a request's cost; TOVAR_LOG=silent measures without them. The server runs with
// the node flags `npm start` gives it (package.json), or SERVER_NODE_FLAGS to compare others.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import superjson from 'superjson';
import { createClient } from './lib/http-client.mjs';
import { cpuTimes, ensureBuild, freePort, freshPostgres, median, residentMb, startTovar } from './lib/servers.mjs';
import { standingBid } from './lib/transport-input.mjs';

const rounds = Number(process.env.ROUNDS ?? 3);
const seconds = Number(process.env.SECONDS_PER_ROUND ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);
const warmUpSeconds = Number(process.env.WARM_UP_SECONDS ?? 5);
const serverLog = process.env.TOVAR_LOG ?? 'info';
/** What Chromium and Firefox send (Safari: `gzip, deflate, br`); ACCEPT_ENCODING to measure another client. */
const acceptEncoding = process.env.ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const bareRounds = [];
/** `TARGETS=loads.search,auth.me` measures only the targets whose name starts so; `DATABASES=postgres` or `pglite` one database. */
const onlyTargets = process.env.TARGETS?.split(',');
const onlyDatabase = process.env.DATABASES;
/** `node <flags> scripts/start.mjs` in package.json's start script: the flags a served Tovar runs with. */
const startFlags = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start.match(/node ((?:--\S+ )*)scripts\/start\.mjs/)?.[1] ?? '';
const serverNodeArgs = (process.env.SERVER_NODE_FLAGS ?? startFlags).split(' ').filter(Boolean);

/** One round against one server: autocannon's result and the server's CPU µs per answered request. */
async function once(pid, options) {
  const before = cpuTimes(pid);
  const result = await autocannon({ connections, duration: seconds, ...options });
  const after = cpuTimes(pid);
  const perRequestUs = (cpu) => (cpu * 1e6) / (result.requests.total || 1);
  const systemUs = perRequestUs(after.system - before.system);
  return { ...result, cpuUs: perRequestUs(after.user - before.user) + systemUs, systemUs };
}

/** ROUNDS rounds of (bare, target); the target's medians and the median of its ratios to bare. */
async function load(bare, pid, options) {
  const results = [];
  const ratios = [];
  for (let round = 0; round < rounds; round++) {
    const bareResult = await once(bare.pid, { url: bare.url });
    const result = await once(pid, options);
    bareRounds.push(bareResult);
    results.push(result);
    ratios.push(result.requests.average / bareResult.requests.average);
  }
  return { ...figures(results), ratio: median(ratios) };
}

function figures(results) {
  return {
    rps: median(results.map((r) => r.requests.average)),
    cpuUs: median(results.map((r) => r.cpuUs)),
    systemUs: median(results.map((r) => r.systemUs)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

async function startBare() {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"ok":true}'); }).listen(${port}, () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((done) => child.stdout.once('data', done));
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => child.kill() };
}

const queryUrl = (url, procedure, input) =>
  `${url}/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;

async function tovar(kind, databaseUrl, bare) {
  const server = await startTovar({ databaseUrl, extraEnv: { TOVAR_LOG: serverLog }, nodeArgs: serverNodeArgs });
  // Let the start's garbage be collected and its timers settle before reading the idle size.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const idle = residentMb(server.pid);
  const customerClient = createClient(server.url, 0);
  const transporterClient = createClient(server.url, 1);
  const { token: customer } = await customerClient.logIn('ana@tovar.example');
  const { token: transporter } = await transporterClient.logIn('dispatch@balkancargo.example');
  const bid = await standingBid(customerClient, transporterClient);
  customerClient.close();
  transporterClient.close();
  // As a browser asks: compressed answers accepted (what is over 1 KB is compressed).
  const as = (token) => ({ authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding });
  // Unmeasured: the JIT's first seconds (a first round of auth.me ran at 200+ µs, the next at ~130) and
  // the demo mails' first drain land here, not on the first target.
  await autocannon({ connections, duration: warmUpSeconds, url: `${server.url}/api/trpc/auth.me`, headers: as(customer) });
  const requests = {
    'auth.me': { url: `${server.url}/api/trpc/auth.me`, headers: as(customer) },
    'transports.mine page 1': { url: queryUrl(server.url, 'transports.mine', { pageSize: 20 }), headers: as(customer) },
    'loads.search page 1': { url: queryUrl(server.url, 'loads.search', {}), headers: as(transporter) },
    'bids.place (update)': {
      url: `${server.url}/api/trpc/bids.place`,
      method: 'POST',
      headers: { ...as(transporter), 'content-type': 'application/json' },
      body: JSON.stringify(superjson.serialize(bid)),
    },
  };
  const targets = {};
  for (const [name, options] of Object.entries(requests))
    if (!onlyTargets || onlyTargets.some((start) => name.startsWith(start))) targets[name] = await load(bare, server.pid, options);
  const after = residentMb(server.pid);
  const peak = residentMb(server.pid, 'VmHWM');
  await server.stop();
  return { kind, targets, idle, after, peak };
}

ensureBuild();
console.log(
  `api: ${rounds} rounds × ${seconds} s per target and as many of bare beside them, ${connections} connections; medians. ` +
    `Load average at start: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${os.cpus().length} CPUs; server log: ${serverLog}; server node flags: ${serverNodeArgs.join(' ') || 'none'}; ` +
    `Accept-Encoding: ${acceptEncoding}`,
);
const bare = await startBare();
try {
  const runs = onlyDatabase === 'postgres' ? [] : [await tovar('PGlite', '', bare)];
  const postgres = onlyDatabase === 'pglite' ? null : await freshPostgres();
  if (postgres) {
    runs.push(await tovar('PostgreSQL', postgres.url, bare));
    await postgres.drop();
  } else if (onlyDatabase !== 'pglite') {
    console.log('api: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }

  const row = (name, f) => ({
    target: name,
    'req/s': Math.round(f.rps),
    'CPU µs/req': Math.round(f.cpuUs),
    'of it system': Math.round(f.systemUs),
    'p50 ms': f.p50,
    'p99 ms': f.p99,
    'vs bare': f.ratio === undefined ? '100.0 %' : `${(f.ratio * 100).toFixed(1)} %`,
    errors: f.errors,
  });
  console.log(
    'Goals of issue 25, quiet machine, both databases: auth.me ≤ 60 µs CPU and ≥ 20 % of bare; list pages ≤ 400 µs; ' +
      'a bid update ≤ 1.5 ms; PGlite resident ≤ 400 MB idle, ≤ 600 MB peak; 0 errors',
  );
  console.table([
    row('bare node:http JSON (all rounds)', figures(bareRounds)),
    ...runs.flatMap((run) => Object.entries(run.targets).map(([name, f]) => row(`${name} on ${run.kind}`, f))),
  ]);
  console.table(
    runs.map((run) => ({
      database: run.kind,
      'resident MB idle': run.idle,
      'resident MB after load': run.after,
      'peak resident MB': run.peak,
    })),
  );
  console.log(
    `Load average at end: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  bare.stop();
}
