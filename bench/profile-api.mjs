// Where one API call's CPU goes (issue 25): a server with the demo data (on PGlite, or on a fresh
// PostgreSQL database with PROFILE_POSTGRES=1 and TEST_DATABASE_URL or BENCH_DATABASE_URL), restarted under
// `node --cpu-prof`, loaded with one target for SECONDS s by autocannon, then stopped so that the
// profile is written. Prints the functions with the most self time and the same summed by package
// (or by our own source file), as shares of all samples; the start's own work is in the profile
// too (a second or so, against the load's SECONDS). The .cpuprofile stays in the printed folder
// (open it in Chrome's DevTools, Performance). Usage: npm run bench:profile-api [-- auth.me|transports.mine|loads.search|bids.place]
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import superjson from 'superjson';
import { createClient } from './lib/http-client.mjs';
import { ensureBuild, freshPostgres, startTovar } from './lib/servers.mjs';
import { standingBid } from './lib/transport-input.mjs';

const target = process.argv[2] ?? 'auth.me';
const seconds = Number(process.env.SECONDS ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 10);
const inputs = { 'auth.me': undefined, 'transports.mine': { pageSize: 20 }, 'loads.search': {}, 'bids.place': undefined };
const accounts = { 'loads.search': 'dispatch@balkancargo.example', 'bids.place': 'dispatch@balkancargo.example' };
if (!(target in inputs)) throw new Error(`bench:profile-api profiles ${Object.keys(inputs).join(', ')}, not ${target}`);

/** Self time per call frame and per package (node_modules/<name>) or source file, as shares of all samples. */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const hits = new Map();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  const frames = new Map();
  const places = new Map();
  for (const [id, count] of hits) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const file = url.replace(/^file:\/\//, '');
    const frame = `${functionName || '(anonymous)'} ${file.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
    frames.set(frame, (frames.get(frame) ?? 0) + count);
    const pkg = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
    const place =
      pkg ?? (file.includes('/dist/') ? `ours: ${file.split('/dist/')[1]}` : file ? `node: ${file.split('/').at(-1)}` : functionName);
    places.set(place, (places.get(place) ?? 0) + count);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, count]) => ({ name, share: `${((count / total) * 100).toFixed(1)} %` }));
  return { total, frames: top(frames, 25), places: top(places, 20) };
}

ensureBuild();
// First start: migrations and the demo data; the profiled start finds them in place.
const postgres = process.env.PROFILE_POSTGRES === '1' ? await freshPostgres() : null;
const databaseUrl = postgres?.url ?? '';
const first = await startTovar({ databaseUrl });
await first.stop();
const profileDir = mkdtempSync(join(tmpdir(), 'tovar-profile-'));
const server = await startTovar({
  databaseUrl,
  dataDir: first.dataDir,
  seed: false,
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`],
});
const client = createClient(server.url, 0);
const { token } = await client.logIn(accounts[target] ?? 'ana@tovar.example');
// bids.place: the same bid updated again and again (the bench/api target), on an auction Ana posts.
let bid;
if (target === 'bids.place') {
  const customer = createClient(server.url, 1);
  await customer.logIn('ana@tovar.example');
  bid = await standingBid(customer, client);
  customer.close();
}
client.close();
const input = inputs[target];
const headers = { authorization: `Bearer ${token}`, 'accept-encoding': process.env.ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd' };
const result = await autocannon(
  bid
    ? {
        url: `${server.url}/api/trpc/bids.place`,
        method: 'POST',
        body: JSON.stringify(superjson.serialize(bid)),
        connections,
        duration: seconds,
        headers: { ...headers, 'content-type': 'application/json' },
      }
    : {
        url: `${server.url}/api/trpc/${target}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`}`,
        connections,
        duration: seconds,
        headers,
      },
);
await server.stop();
await postgres?.drop();
const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
const { total, frames, places } = summarise(JSON.parse(readFileSync(join(profileDir, file), 'utf8')));
console.log(
  `${target}: ${result.requests.total} requests in ${seconds} s (${Math.round(result.requests.average)} req/s), ${total} samples`,
);
console.log(`profile: ${join(profileDir, file)}`);
console.table(places);
console.table(frames);
