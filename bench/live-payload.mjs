// `npm run bench:live-payload`: the live map's snapshot of 25,000 positions (250 vehicles × 100)
// from the built server over HTTP (brotli as a browser gets it), beside the same positions as GeoJSON
// (built and brotli-compressed here at the server's level), on PGlite and, with BENCH_DATABASE_URL or
// TEST_DATABASE_URL, PostgreSQL. Medians of ROUNDS requests. Goals (issue 11): ≤ 400 KB on the wire,
// ≤ 50 ms server time. A second company with HISTORY positions per vehicle (default 400) asks for the
// same 25,000: the newest of a longer history, as a fleet that has been driving for a while.
// Warm requests are answered from the process's recent tracks (kept current by the live poller); for
// the longer history, cold ones too: each asks for one minute more of the fleet than the tracks hold (one point more of every vehicle), so it reads the database.
// Prints figures; never fails. Quick check: ROUNDS=2 VEHICLES=50 HISTORY=150.
import zlib from 'node:zlib';
import { ensureBuild, freshPostgres, median } from './lib/servers.mjs';
import { fleetEmail, historyEmail, logInToken, rawGet, startWithLiveFleet } from './lib/live-fleet.mjs';

const vehicles = Number(process.env.VEHICLES ?? 250);
const perVehicle = Number(process.env.PER_VEHICLE ?? 100);
const count = vehicles * perVehicle;
const rounds = Number(process.env.ROUNDS ?? 15);
const history = Number(process.env.HISTORY ?? 400);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const brotli = (buffer) => zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });

function decode(bytes, encoding) {
  if (encoding === 'br') return zlib.brotliDecompressSync(bytes);
  if (encoding === 'gzip') return zlib.gunzipSync(bytes);
  return bytes;
}

async function run(kind, databaseUrl) {
  const server = await startWithLiveFleet({ databaseUrl, vehicles, perVehicle, history });
  try {
    const rows = await measure(kind, server, fleetEmail, `${perVehicle} per vehicle`);
    if (history > 0) rows.push(...(await measure(kind, server, historyEmail, `newest of ${history} per vehicle`)));
    return rows;
  } finally {
    await server.stop();
  }
}

async function measure(kind, server, email, fleet) {
  const token = await logInToken(server.url, email);
  const input = encodeURIComponent(JSON.stringify({ json: { count } }));
  const snapshotUrl = `${server.url}/api/trpc/live.snapshot?input=${input}`;
  const headers = { authorization: `Bearer ${token}` };
  const times = [];
  let last;
  for (let i = 0; i < rounds + 2; i++) {
    last = await rawGet(snapshotUrl, headers);
    if (last.status !== 200) throw new Error(`live.snapshot answered ${last.status}`);
    if (i >= 2) times.push(last.ms);
  }
  // Cold: each request asks for one more point of every vehicle than the recent tracks hold, so it reads the database.
  const cold = [];
  if (email === historyEmail) {
    for (let i = 1; i <= rounds; i++) {
      const more = encodeURIComponent(JSON.stringify({ json: { count: count + vehicles * i } }));
      const answer = await rawGet(`${server.url}/api/trpc/live.snapshot?input=${more}`, headers);
      if (answer.status !== 200) throw new Error(`live.snapshot answered ${answer.status}`);
      cold.push(answer.ms);
    }
  }
  const json = decode(last.bytes, last.encoding);
  const snapshot = JSON.parse(json).result.data.json;
  // The same points as GeoJSON: decoded from the snapshot, so it is exactly the same data.
  const { decodeSnapshot } = await import('../src/lib/live-encoding.ts').catch(() => ({ decodeSnapshot: null }));
  let geo = null;
  if (decodeSnapshot) {
    const columns = decodeSnapshot(snapshot.points, snapshot.baseTime);
    const geoTimes = [];
    for (let r = 0; r < 5; r++) {
      const started = performance.now();
      const features = Array.from(columns.vehicle, (v, i) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [columns.lon[i], columns.lat[i]] },
        properties: { vehicleId: snapshot.vehicleIds[v], recordedAt: new Date(columns.time[i]).toISOString() },
      }));
      const body = Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }));
      const wire = brotli(body);
      geoTimes.push(performance.now() - started);
      geo = { raw: body.length, wire: wire.length, ms: median(geoTimes) };
    }
  }
  return [
    {
      database: kind,
      form: `live.snapshot (varint deltas), ${fleet}`,
      points: snapshot.count,
      'request ms (median)': median(times).toFixed(1),
      'cold ms (median)': cold.length > 0 ? `${median(cold).toFixed(1)} (${count + vehicles}…${count + vehicles * rounds} points)` : '',
      raw: kb(json.length),
      wire: `${kb(last.bytes.length)} (${last.encoding})`,
    },
    geo && {
      database: kind,
      form: 'GeoJSON, same points',
      points: snapshot.count,
      'request ms (median)': `${geo.ms.toFixed(1)} (encode + brotli only)`,
      raw: kb(geo.raw),
      wire: `${kb(geo.wire)} (br)`,
    },
  ].filter(Boolean);
}

ensureBuild();
console.log(
  `live-payload: ${count.toLocaleString('en')} positions (${vehicles} vehicles × ${perVehicle}); medians of ${rounds} requests; goals ≤ 400 KB wire, ≤ 50 ms`,
);
const rows = await run('PGlite', '');
const postgres = await freshPostgres();
if (postgres) {
  rows.push(...(await run('PostgreSQL', postgres.url)));
  await postgres.drop();
} else console.log('live-payload: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
console.table(rows);
