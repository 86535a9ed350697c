// A bid placed → the customer's open tab shows the bell's new count (issue 26): goal p95 ≤ 1 s with
// CUSTOMERS (1,000) open streams. Seeded straight into the database: CUSTOMERS customers
// (bell-<n>@bench.example, password demo1234) with one OPEN auction each, TRANSPORTERS transport
// companies with a curtain-sider each. Every customer logs in (from its own loopback address) and
// opens notifications.stream over SSE; then BIDS bids, CONCURRENCY at a time with pauses of up to
// PAUSE_MS, land on as many different customers' auctions (a second bid on one auction would collapse
// into its unread notification and raise no count). A bid's latency: from just before bids.place is
// sent to the event on its customer's stream whose `unread` rose (beside it the median of bids.place's
// own answer: the rest is the NOTIFY, the stream's re-read and the SSE write). Runs PGlite (one process), then
// with BENCH_DATABASE_URL or TEST_DATABASE_URL PostgreSQL with one process, then two processes on
// that database (streams split between them, each bid placed on the process its customer's stream is
// not on). Prints figures; never fails.
import { loadavg } from 'node:os';
import { openBell, riseOf } from './lib/bell-streams.mjs';
import { createClient } from './lib/http-client.mjs';
import { inParallel } from './lib/in-parallel.mjs';
import pg from 'pg';
import { ensureBuild, freshPostgres, startTovar } from './lib/servers.mjs';
import { loadingDay } from './lib/transport-input.mjs';

const customersCount = Number(process.env.CUSTOMERS ?? 1_000);
const bidsCount = Number(process.env.BIDS ?? 200);
const transportersCount = Number(process.env.TRANSPORTERS ?? 20);
const concurrency = Number(process.env.CONCURRENCY ?? 4);
const pauseMs = Number(process.env.PAUSE_MS ?? 200);
// Several processes on one database share one AUTH_SECRET (README): a token from A opens a stream on B.
const extraEnv = { AUTH_REQUIRE_EMAIL_CONFIRMATION: '0', AUTH_SECRET: 'bench-notify-latency-shared-secret-0123456789ab' };

const deliveryDay = new Date(Date.parse(loadingDay) + 2 * 86_400_000).toISOString().slice(0, 10);
const seedStatements = [
  `insert into users (name, email, password_hash, account_type, email_confirmed_at)
     select 'Bell ' || g, 'bell-' || g || '@bench.example', (select password_hash from users where email = 'ana@tovar.example'), 'USER', now()
     from generate_series(0, ${customersCount - 1}) g`,
  `insert into transports (owner_id, title, delivery_type, loading_address, loading_country, loading_lat, loading_lon, loading_date,
      delivery_address, delivery_country, delivery_lat, delivery_lon, delivery_date, status, estimated_weight_kg, estimated_volume_m3,
      item_types, max_item_long_cm, max_item_short_cm, max_item_height_cm)
     select id, 'Bell load ' || name, 'PRIVATE', 'Knez Mihailova 1, Beograd', 'RS', 44.8176, 20.4569, '${loadingDay}',
       'Ferhadija 2, Sarajevo', 'BA', 43.8563, 18.4131, '${deliveryDay}', 'OPEN', 20, 0.1, '{PARCEL}', 50, 40, 30
     from users where email like 'bell-%@bench.example'`,
  `insert into users (name, email, password_hash, account_type, email_confirmed_at)
     select 'Bell carrier ' || g, 'bell-carrier-' || g || '@bench.example', (select password_hash from users where email = 'ana@tovar.example'),
       'TRANSPORT_COMPANY', now() from generate_series(0, ${transportersCount - 1}) g`,
  `insert into companies (owner_id, company_id, name, address, phone, contact_person, email)
     select id, 'BELL-' || id, name, 'Bench street 1', '+000', name, email from users where email like 'bell-carrier-%@bench.example'`,
  `insert into vehicles (company_id, name, plate, type, capacity_kg, capacity_m3, cargo_length_cm, cargo_width_cm, cargo_height_cm, carries)
     select c.id, 'Bell truck', 'BL-' || c.id, 'CURTAIN_SIDER', 24000, 90, 1360, 245, 270, '{PARCEL,BICYCLE,VEHICLE_PART,PALLET,OTHER}'
     from companies c where c.company_id like 'BELL-%'`,
  'analyze',
];

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN);
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const loadNow = () => loadavg()[0].toFixed(2);

const auctionsSql = `select u.email, t.id from transports t join users u on u.id = t.owner_id where u.email like 'bell-%@bench.example'`;
const auctionsOf = (rows) => Object.fromEntries(rows.map((row) => [Number(row.email.match(/^bell-(\d+)@/)[1]), row.id]));

/** Seeds the world (the demo is there already); each customer's auction id by customer number. */
async function seed(databaseUrl, dataDir) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    for (const statement of seedStatements) await client.query(statement);
    const { rows } = await client.query(auctionsSql);
    await client.end();
    return auctionsOf(rows);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(`${dataDir}/db`);
  for (const statement of seedStatements) await db.exec(statement);
  const { rows } = await db.query(auctionsSql);
  await db.close();
  return auctionsOf(rows);
}

/** Every customer logs in on `url`, each from its own loopback address; their tokens by number. */
async function customerTokens(url) {
  const tokens = new Array(customersCount);
  await inParallel([...tokens.keys()], 8, async (n) => {
    const client = createClient(url, 100 + n, { timeoutMs: 120_000 });
    tokens[n] = (await client.logIn(`bell-${n}@bench.example`)).token;
    client.close();
  });
  return tokens;
}

/** Every transporter logged in on `server` (address block `block`), with its vehicle. */
async function carriersOn(server, block) {
  return Promise.all(
    Array.from({ length: transportersCount }, async (_, t) => {
      const client = createClient(server.url, 50_000 + block * 1_000 + t, { timeoutMs: 60_000 });
      await client.logIn(`bell-carrier-${t}@bench.example`);
      const [vehicle] = await client.query('fleet.list');
      return { client, vehicleId: vehicle.id };
    }),
  );
}

/**
 * One measurement: every customer's bell open on `streamServer(n)`, then BIDS bids on customers
 * offset, offset + stride, … each placed by a carrier on `bidServer(n)` (the index into `carriers`).
 */
async function measure(label, { servers, tokens, auctions, carriers, streamServer, bidServer, offset }) {
  const loadBefore = loadNow();
  const bells = new Array(customersCount);
  let streamErrors = 0;
  await inParallel([...bells.keys()], 25, async (n) => {
    bells[n] = await openBell(servers[streamServer(n)].url, tokens[n]).catch(() => (streamErrors++, null));
  });
  const stride = Math.max(1, Math.floor(customersCount / bidsCount));
  const targets = Array.from({ length: bidsCount }, (_, i) => (offset + i * stride) % customersCount);
  const latencies = [];
  const answers = [];
  const errors = new Map();
  const fail = (reason) => errors.set(reason, (errors.get(reason) ?? 0) + 1);
  await inParallel(targets, concurrency, async (n) => {
    await pause(Math.random() * pauseMs);
    const bell = bells[n];
    if (!bell) return fail('no stream');
    const carrier = carriers[bidServer(n)][n % transportersCount];
    const rise = riseOf(bell);
    const sentAt = performance.now();
    try {
      await carrier.client.mutate('bids.place', {
        transportId: auctions[n],
        amount: 100 + n,
        currency: 'EUR',
        pickupDate: loadingDay,
        vehicleId: carrier.vehicleId,
        validUntil: new Date(Date.now() + 24 * 3_600_000),
      });
    } catch (error) {
      return fail(String(error.message).slice(0, 60));
    }
    answers.push(performance.now() - sentAt);
    const ms = await rise;
    if (ms === null) fail('count never rose (10 s)');
    else latencies.push(ms);
  });
  for (const bell of bells) bell?.close();
  await Promise.all(bells.map((bell) => bell?.reading));
  const sorted = latencies.sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  const ms = (value) => (Number.isNaN(value) ? '—' : value.toFixed(0));
  if (errors.size > 0) console.log(`${label}: errors`, Object.fromEntries(errors));
  return {
    run: label,
    streams: customersCount - streamErrors,
    bids: targets.length,
    count: sorted.length,
    'p50 (ms)': ms(percentile(sorted, 50)),
    'p95 (ms)': ms(p95),
    'p99 (ms)': ms(percentile(sorted, 99)),
    'max (ms)': ms(sorted.at(-1) ?? NaN),
    'bid answered p50 (ms)': ms(
      percentile(
        answers.sort((a, b) => a - b),
        50,
      ),
    ),
    errors: [...errors.values()].reduce((a, b) => a + b, 0) + streamErrors,
    'load before': loadBefore,
    'load after': loadNow(),
    'p95 ≤ 1 s': p95 <= 1_000 ? '✓' : '✗',
  };
}

/** The world on one database: first start migrates and seeds the demo, then the bench's rows, then the server. */
async function startWorld(databaseUrl) {
  const first = await startTovar({ databaseUrl, extraEnv });
  await first.stop();
  const auctions = await seed(databaseUrl, first.dataDir);
  const server = await startTovar({ databaseUrl, dataDir: first.dataDir, extraEnv });
  return { server, auctions, tokens: await customerTokens(server.url) };
}

const closeCarriers = (carriers) => carriers.flat().forEach((carrier) => carrier.client.close());

async function pgliteRun() {
  const { server, auctions, tokens } = await startWorld('');
  const carriers = [await carriersOn(server, 0)];
  const one = () => 0;
  const row = await measure('PGlite, 1 process', {
    servers: [server],
    tokens,
    auctions,
    carriers,
    streamServer: one,
    bidServer: one,
    offset: 0,
  });
  closeCarriers(carriers);
  await server.stop();
  return row;
}

/** One process, then a second on the same database (other customers' auctions: a bid must raise a count). */
async function postgresRuns(databaseUrl) {
  const { server, auctions, tokens } = await startWorld(databaseUrl);
  const servers = [server];
  const carriers = [await carriersOn(server, 0)];
  const one = () => 0;
  const rows = [
    await measure('PostgreSQL, 1 process', { servers, tokens, auctions, carriers, streamServer: one, bidServer: one, offset: 0 }),
  ];
  servers.push(await startTovar({ databaseUrl, extraEnv }));
  carriers.push(await carriersOn(servers[1], 1));
  rows.push(
    await measure('PostgreSQL, 2 processes', {
      servers,
      tokens,
      auctions,
      carriers,
      // Odd targets: stream on B, bid on A; even: stream on A, bid on B.
      streamServer: (n) => n % 2,
      bidServer: (n) => (n + 1) % 2,
      offset: 1,
    }),
  );
  closeCarriers(carriers);
  await Promise.all(servers.map((each) => each.stop()));
  return rows;
}

ensureBuild();
console.log(
  `notify-latency: ${customersCount} open bells, ${bidsCount} bids (${concurrency} at a time, pauses up to ${pauseMs} ms) by ${transportersCount} carriers; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const rows = [await pgliteRun()];
const postgres = await freshPostgres();
if (postgres) {
  try {
    rows.push(...(await postgresRuns(postgres.url)));
  } finally {
    await postgres.drop();
  }
}
console.table(rows);
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
