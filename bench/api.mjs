// Requests per second and latency of the API against a bare node:http JSON endpoint measured in the
// same run: tRPC auth.me (a Bearer token, one session check) and a list page (transports.mine), on
// PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL. Medians of
// ROUNDS rounds of SECONDS seconds with CONNECTIONS connections. Prints figures; never fails.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { ensureBuild, freePort, freshPostgres, median, residentMb, startTovar } from './lib/servers.mjs';

const rounds = Number(process.env.ROUNDS ?? 3);
const seconds = Number(process.env.SECONDS_PER_ROUND ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 10);

async function load(url, headers = {}) {
  const results = [];
  for (let round = 0; round < rounds; round++) {
    const result = await autocannon({ url, connections, duration: seconds, headers });
    results.push(result);
  }
  return {
    rps: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

async function bare() {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end('{"ok":true}'); }).listen(${port}, () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((done) => child.stdout.once('data', done));
  const figures = await load(`http://127.0.0.1:${port}/`);
  child.kill();
  return figures;
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

async function tovar(kind, databaseUrl) {
  const server = await startTovar({ databaseUrl });
  const idle = residentMb(server.pid);
  const token = await logIn(server.url);
  const headers = { authorization: `Bearer ${token}` };
  const me = await load(`${server.url}/api/trpc/auth.me`, headers);
  const list = await load(
    `${server.url}/api/trpc/transports.mine?input=${encodeURIComponent(JSON.stringify({ json: { page: 1, pageSize: 20 } }))}`,
    headers,
  );
  const after = residentMb(server.pid);
  await server.stop();
  return { kind, me, list, idle, after };
}

ensureBuild();
console.log(`api: ${rounds} rounds × ${seconds} s, ${connections} connections; medians`);
const baseline = await bare();
const runs = [await tovar('PGlite', '')];
const postgres = await freshPostgres();
if (postgres) {
  runs.push(await tovar('PostgreSQL', postgres.url));
  await postgres.drop();
} else {
  console.log('api: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

const row = (name, f) => ({
  target: name,
  'req/s': Math.round(f.rps),
  'p50 ms': f.p50,
  'p99 ms': f.p99,
  'vs bare': `${((f.rps / baseline.rps) * 100).toFixed(1)} %`,
  errors: f.errors,
});
console.table([
  row('bare node:http JSON', baseline),
  ...runs.flatMap((run) => [row(`auth.me on ${run.kind}`, run.me), row(`transports.mine page 1 on ${run.kind}`, run.list)]),
]);
console.table(runs.map((run) => ({ database: run.kind, 'resident MB idle': run.idle, 'resident MB after load': run.after })));
