// Tracker positions per second accepted by one server process through /api/osmand (OsmAnd query
// form, as Traccar Client sends it), with many concurrent trackers, beside a bare node:http server
// answering the same requests in the same run; on PGlite and, when BENCH_DATABASE_URL or
// TEST_DATABASE_URL is set, on PostgreSQL. A 200 is sent only after the position's batch committed,
// so a request's latency is its ingest-to-commit latency: p50/p95 are measured at a steady
// RATE positions/s, and so is ingest-to-browser: from a point's request to its arrival in a live map's
// realtime feed (live.feed over SSE) of the first demo transporter, whose trackers send a quarter of
// the points. Medians of ROUNDS rounds. Prints figures; never fails.
// Quick check: ROUNDS=1 SECONDS_PER_ROUND=2 RATE=200.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { ensureBuild, freePort, freshPostgres, median, startTovar } from './lib/servers.mjs';
import { feedLatency } from './lib/feed-latency.mjs';
import { addTrackers, paced, transporters } from './lib/trackers.mjs';

const rounds = Number(process.env.ROUNDS ?? 3);
const seconds = Number(process.env.SECONDS_PER_ROUND ?? 5);
const connections = Number(process.env.CONNECTIONS ?? 50);
const rate = Number(process.env.RATE ?? 1000);

/** Every request a new point: trackers in turn, each with its own increasing device time (an hour ago on). */
function pointRequests(trackerIds) {
  let n = 0;
  const base = Date.now() - 3_600_000;
  return () => {
    n += 1;
    const id = trackerIds[n % trackerIds.length];
    // A few centimetres a millisecond: plausible from the tracker's previous point (src/server/tracking/plausibility.ts).
    const lat = (44 + (n % 1000) / 1_000_000).toFixed(7);
    return `/api/osmand?id=${id}&timestamp=${base + n}&lat=${lat}&lon=18.41310&speed=38.5&bearing=90&altitude=520&accuracy=5&batt=80`;
  };
}

async function throughput(url, trackerIds) {
  const results = [];
  for (let round = 0; round < rounds; round++) {
    const next = pointRequests(trackerIds);
    results.push(
      await autocannon({ url, connections, duration: seconds, requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }] }),
    );
  }
  return {
    perSecond: median(results.map((r) => r['2xx'] / r.duration)),
    errors: results.reduce((sum, r) => sum + r.errors + r.non2xx, 0),
  };
}

async function bare() {
  const port = await freePort();
  const code = `require('node:http').createServer((q, s) => { new URLSearchParams(q.url.split('?')[1]); s.writeHead(200, { 'content-length': 0 }); s.end(); }).listen(${port}, () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((done) => child.stdout.once('data', done));
  const figures = await throughput(`http://127.0.0.1:${port}`, ['bare']);
  child.kill();
  return figures;
}

async function tovar(kind, databaseUrl) {
  const server = await startTovar({ databaseUrl });
  const trackerIds = await addTrackers(server.url);
  const figures = await throughput(server.url, trackerIds);
  const latencies = [];
  const deviceTime = (path) => Number(new URLSearchParams(path.split('?')[1]).get('timestamp'));
  for (let round = 0; round < rounds; round++) {
    const requests = pointRequests(trackerIds);
    latencies.push(
      await feedLatency(server.url, transporters[0], (onSent) =>
        paced(server.url, requests, rate, seconds, (path, sentAt) => path.includes('id=bench-0-') && onSent(deviceTime(path), sentAt)),
      ),
    );
  }
  await server.stop();
  return {
    kind,
    trackers: trackerIds.length,
    ...figures,
    p50: median(latencies.map((l) => l.p50)),
    p95: median(latencies.map((l) => l.p95)),
    achieved: median(latencies.map((l) => l.perSecond)),
    feedP50: median(latencies.map((l) => l.feedP50)),
    feedP95: median(latencies.map((l) => l.feedP95)),
    delivered: Math.min(...latencies.map((l) => l.delivered)),
  };
}

ensureBuild();
console.log(`ingest: ${rounds} rounds × ${seconds} s, ${connections} concurrent trackers' connections; medians`);
const baseline = await bare();
const runs = [await tovar('PGlite', '')];
const postgres = await freshPostgres();
if (postgres) {
  runs.push(await tovar('PostgreSQL', postgres.url));
  await postgres.drop();
} else {
  console.log('ingest: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}

const row = (name, f) => ({
  target: name,
  'positions/s': Math.round(f.perSecond),
  'vs bare': `${((f.perSecond / baseline.perSecond) * 100).toFixed(1)} %`,
  errors: f.errors,
});
console.table([
  row('bare node:http (parses, stores nothing)', baseline),
  ...runs.map((run) => row(`/api/osmand on ${run.kind} (${run.trackers} trackers)`, run)),
]);
console.table(
  runs.map((run) => ({
    database: run.kind,
    [`ingest-to-commit at ${rate}/s: p50 ms`]: run.p50.toFixed(1),
    'p95 ms': run.p95.toFixed(1),
    'achieved /s': Math.round(run.achieved),
    'ingest-to-browser p50 ms': run.feedP50?.toFixed(0),
    'p95 ms ': run.feedP95?.toFixed(0),
    'points seen in the feed': `${(run.delivered * 100).toFixed(1)} %`,
  })),
);
const pg = runs.find((run) => run.kind === 'PostgreSQL');
if (pg) console.log(`goal ≥ 5,000 positions/s on PostgreSQL: ${pg.perSecond >= 5000 ? 'met' : 'NOT met'} (${Math.round(pg.perSecond)}/s)`);
for (const run of runs)
  console.log(
    `goal ingest-to-browser p95 ≤ 1 s at ${rate}/s on ${run.kind}: ${run.feedP95 <= 1000 ? 'met' : 'NOT met'} (${run.feedP95?.toFixed(0)} ms)`,
  );
