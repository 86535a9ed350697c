// The owner's transport list at size: seeds 1,000,000 transports (200,000 of them with a bid) for one
// customer and 6 for another, straight into the database in batches, then times through the API on
// PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL: page 1, a page 10,000 deep
// (the cursor the API hands out after row 199,980),
// the small customer's page 1 (medians of ROUNDS requests), and auth.me p99 alone and while the big
// list is being paged (head-of-line blocking). Prints figures; never fails.
import autocannon from 'autocannon';
import pg from 'pg';
import { ensureBuild, freshPostgres, median, startTovar } from './lib/servers.mjs';

const total = Number(process.env.TRANSPORTS ?? 1_000_000);
const withBids = Math.round(total / 5);
const rounds = Number(process.env.ROUNDS ?? 15);
const deepPage = Number(process.env.DEEP_PAGE ?? 10_000);
const pageSize = 20;
const batch = 100_000;

/** The seeding SQL, in batches so neither database holds a million-row statement at once. */
function seedStatements() {
  const statements = [
    `insert into users (name, email, password_hash, account_type, email_confirmed_at)
       select name, email, (select password_hash from users where email = 'ana@tovar.example'), 'COMPANY', now()
       from (values ('Big Shipper', 'big@bench.example'), ('Small Shipper', 'small@bench.example')) as v(name, email)`,
  ];
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    statements.push(`insert into transports (owner_id, title, delivery_type, loading_address, loading_date, delivery_address, delivery_date, status, created_at, updated_at)
      select u.id, 'Load ' || g, 'BUSINESS', 'Sarajevo, Bosnia and Herzegovina', current_date + (g % 60)::int, 'Beograd, Serbia', current_date + (g % 60)::int + 2, 'OPEN',
             now() - make_interval(secs => g), now() - make_interval(secs => g)
      from generate_series(${from}, ${to}) g, (select id from users where email = 'big@bench.example') u`);
  }
  statements.push(`insert into bids (transport_id, transporter_id, amount, currency, status, created_at, updated_at)
      select t.id, (select id from users where email = 'dispatch@balkancargo.example'), 100 + (t.n % 900), 'EUR', 'PENDING', now() - make_interval(secs => t.n / 2), now() - make_interval(secs => t.n / 2)
      from (select id, row_number() over (order by created_at desc) as n from transports where owner_id = (select id from users where email = 'big@bench.example') order by created_at desc limit ${withBids}) t`);
  statements.push(`insert into transports (owner_id, title, delivery_type, loading_address, loading_date, delivery_address, delivery_date, status)
      select u.id, 'Small load ' || g, 'PRIVATE', 'Mostar', current_date + g, 'Split', current_date + g + 1, 'OPEN'
      from generate_series(1, 6) g, (select id from users where email = 'small@bench.example') u`);
  statements.push('analyze');
  return statements;
}

// The cursor the API would hand out after row `deepPage × pageSize` (base64url JSON of [time, id]).
const deepRowSql = `select updated_at::text as time, id from transports
  where owner_id = (select id from users where email = 'big@bench.example')
  order by updated_at desc, id desc offset ${(deepPage - 1) * pageSize - 1} limit 1`;
const cursorOf = (row) => Buffer.from(JSON.stringify([row.time, row.id])).toString('base64url');

async function seedPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(`${dataDir}/db`);
  for (const statement of seedStatements()) await db.exec(statement);
  const { rows } = await db.query(deepRowSql);
  await db.close();
  return cursorOf(rows[0]);
}

async function seedPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const statement of seedStatements()) await client.query(statement);
  const { rows } = await client.query(deepRowSql);
  await client.end();
  return cursorOf(rows[0]);
}

async function token(url, email) {
  const response = await fetch(`${url}/api/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: { email, password: 'demo1234' } }),
  });
  return (await response.json()).result.data.json.token;
}

const listUrl = (url, cursor) =>
  `${url}/api/trpc/transports.mine?input=${encodeURIComponent(JSON.stringify({ json: { pageSize, cursor } }))}`;

async function timed(url, headers) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

async function meP99(url, headers, duration = 5) {
  const result = await autocannon({ url: `${url}/api/trpc/auth.me`, connections: 4, duration, headers });
  return { p99: result.latency.p99, rps: Math.round(result.requests.average) };
}

async function run(kind, databaseUrl, seed) {
  // First start: migrations and the demo data (its transporters bid in the seed); then stop, seed, restart.
  const first = await startTovar({ databaseUrl, extraEnv: { AUTH_REQUIRE_EMAIL_CONFIRMATION: '0' } });
  await first.stop();
  const started = performance.now();
  const deepCursor = await seed(first.dataDir);
  const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
  const server = await startTovar({ databaseUrl, dataDir: first.dataDir, extraEnv: { AUTH_REQUIRE_EMAIL_CONFIRMATION: '0' } });
  const big = { authorization: `Bearer ${await token(server.url, 'big@bench.example')}` };
  const small = { authorization: `Bearer ${await token(server.url, 'small@bench.example')}` };
  const page1 = await timed(listUrl(server.url), big);
  const deep = await timed(listUrl(server.url, deepCursor), big);
  const smallPage = await timed(listUrl(server.url), small);
  const alone = await meP99(server.url, small);
  let paging = true;
  const pager = (async () => {
    while (paging) await fetch(listUrl(server.url), { headers: big }).then((r) => r.arrayBuffer());
  })();
  const underLoad = await meP99(server.url, small);
  paging = false;
  await pager;
  await server.stop();
  return { kind, seedSeconds, page1, deep, smallPage, alone, underLoad };
}

ensureBuild();
console.log(
  `transport-list: ${total.toLocaleString('en')} transports (${withBids.toLocaleString('en')} with a bid) for one customer, 6 for another; medians of ${rounds} requests`,
);
const results = [await run('PGlite', '', (dataDir) => seedPglite(dataDir))];
const postgres = await freshPostgres();
if (postgres) {
  results.push(await run('PostgreSQL', postgres.url, () => seedPostgres(postgres.url)));
  await postgres.drop();
} else {
  console.log('transport-list: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
const ms = (value) => `${value.toFixed(1)} ms`;
console.table(
  results.map((r) => ({
    database: r.kind,
    'seed s': r.seedSeconds,
    'page 1': ms(r.page1),
    [`page ${deepPage}`]: ms(r.deep),
    'deep / page 1': (r.deep / r.page1).toFixed(2),
    'small customer page 1': ms(r.smallPage),
    'auth.me p99 alone': `${r.alone.p99} ms`,
    'auth.me p99 while paging': `${r.underLoad.p99} ms`,
    'p99 ratio': (r.underLoad.p99 / Math.max(1, r.alone.p99)).toFixed(2),
  })),
);
