// Requests per second and latency of the API against a bare node:http JSON endpoint: tRPC auth.me
// (a Bearer token, one session check) and a list page (transports.mine), on PGlite and, when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL. Each of ROUNDS rounds loads the bare
// endpoint and then the target for SECONDS seconds with CONNECTIONS connections, so each ratio compares
// two figures taken seconds apart (this machine's load drifts); the ratio printed is the median of the
// rounds' ratios. Also the server's resident memory: idle after start (settled), after the load, and
// its peak (VmHWM, the demo data's seeding included). Prints figures; never fails.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { ensureBuild, freePort, freshPostgres, median, residentMb, startTovar } from './lib/servers.mjs';

const rounds = Number(process.env.ROUNDS ?? 3);
const seconds = Number(process.env.SECONDS_PER_ROUND ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);
const bareRounds = [];

const once = async (url, headers = {}) => autocannon({ url, connections, duration: seconds, headers });

/** ROUNDS rounds of (bare, target); the target's medians and the median of its ratios to bare. */
async function load(bareUrl, url, headers) {
  const results = [];
  const ratios = [];
  for (let round = 0; round < rounds; round++) {
    const bare = await once(bareUrl);
    const result = await once(url, headers);
    bareRounds.push(bare);
    results.push(result);
    ratios.push(result.requests.average / bare.requests.average);
  }
  return { ...figures(results), ratio: median(ratios) };
}

function figures(results) {
  return {
    rps: median(results.map((r) => r.requests.average)),
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
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

async function logIn(url) {
  const response = await fetch(`${url}/api/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: { email: 'ana@tovar.example', password: 'demo1234' } }),
  });
  const body = await response.json();
  return body.result.data.json.token;
}

async function tovar(kind, databaseUrl, bareUrl) {
  const server = await startTovar({ databaseUrl });
  // Let the start's garbage be collected and its timers settle before reading the idle size.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const idle = residentMb(server.pid);
  const token = await logIn(server.url);
  const headers = { authorization: `Bearer ${token}` };
  const me = await load(bareUrl, `${server.url}/api/trpc/auth.me`, headers);
  const list = await load(
    bareUrl,
    `${server.url}/api/trpc/transports.mine?input=${encodeURIComponent(JSON.stringify({ json: { pageSize: 20 } }))}`,
    headers,
  );
  const after = residentMb(server.pid);
  const peak = residentMb(server.pid, 'VmHWM');
  await server.stop();
  return { kind, me, list, idle, after, peak };
}

ensureBuild();
console.log(`api: ${rounds} rounds × ${seconds} s per target and as many of bare beside them, ${connections} connections; medians`);
const bare = await startBare();
try {
  const runs = [await tovar('PGlite', '', bare.url)];
  const postgres = await freshPostgres();
  if (postgres) {
    runs.push(await tovar('PostgreSQL', postgres.url, bare.url));
    await postgres.drop();
  } else {
    console.log('api: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
  }

  const row = (name, f) => ({
    target: name,
    'req/s': Math.round(f.rps),
    'p50 ms': f.p50,
    'p99 ms': f.p99,
    'vs bare': f.ratio === undefined ? '100.0 %' : `${(f.ratio * 100).toFixed(1)} %`,
    errors: f.errors,
  });
  console.log('Goals of issue 9: auth.me ≥ 10 % of bare on PostgreSQL, ≥ 5 % on PGlite, 0 errors');
  console.table([
    row('bare node:http JSON (all rounds)', figures(bareRounds)),
    ...runs.flatMap((run) => [row(`auth.me on ${run.kind}`, run.me), row(`transports.mine page 1 on ${run.kind}`, run.list)]),
  ]);
  console.table(
    runs.map((run) => ({
      database: run.kind,
      'resident MB idle': run.idle,
      'resident MB after load': run.after,
      'peak resident MB': run.peak,
    })),
  );
} finally {
  bare.stop();
}
