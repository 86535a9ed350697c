// Saved-search alerts at size (issue 26): 100,000 saved searches of 5,000 transport companies, seeded
// straight into the database (90 % a loading and a delivery country among 24, some with a loading
// place and 100 km radius or pallets only instead; 10,000 "anything loading in Kosovo"), then transports.create timed
// through the API on PGlite and (with BENCH_DATABASE_URL or TEST_DATABASE_URL) PostgreSQL:
// - a narrow load (Beograd → Sarajevo, ~150 matching searches): the create's median with the searches
//   minus its median before they were seeded = the matching's server time; goal ≤ 20 ms;
// - a broad load (Prishtinë → Sarajevo, 10,000 + matching searches, every one told and a mail queued
//   for each): the create's median; goal ≤ 1 s.
// Medians of ROUNDS requests measured at the client (HTTP included). Prints figures; never fails.
import { loadavg } from 'node:os';
import pg from 'pg';
import { createClient } from './lib/http-client.mjs';
import { transportInput } from './lib/transport-input.mjs';
import { ensureBuild, freshPostgres, median, startTovar } from './lib/servers.mjs';

const companiesCount = Number(process.env.COMPANIES ?? 5_000);
const searchesCount = Number(process.env.SEARCHES ?? 100_000);
const broadCount = Math.round(searchesCount / 10);
const rounds = Number(process.env.ROUNDS ?? 9);
const broadRounds = Number(process.env.BROAD_ROUNDS ?? 3);

const countries = [
  'BA',
  'RS',
  'HR',
  'SI',
  'ME',
  'MK',
  'AL',
  'AT',
  'DE',
  'IT',
  'HU',
  'RO',
  'BG',
  'GR',
  'PL',
  'CZ',
  'SK',
  'FR',
  'NL',
  'BE',
  'ES',
  'PT',
  'DK',
  'SE',
];
/** Places of the searches with a radius (the gazetteer's names), 100 km around each. */
const circles = [
  ['Sarajevo', 'BA'],
  ['Beograd', 'RS'],
  ['Zagreb', 'HR'],
  ['Ljubljana', 'SI'],
  ['Skopje', 'MK'],
  ['Wien', 'AT'],
  ['München', 'DE'],
  ['Milano', 'IT'],
  ['Budapest', 'HU'],
  ['Sofia', 'BG'],
  ['Warszawa', 'PL'],
  ['Praha', 'CZ'],
];
const list = (values) => values.map((value) => `'${value}'`).join(', ');

function seedStatements() {
  const countryArray = `array[${list(countries)}]`;
  const filters = (loading, delivery, itemTypes = `'[]'::jsonb`) =>
    `jsonb_build_object('loading', ${loading}, 'delivery', ${delivery}, 'itemTypes', ${itemTypes}, 'fitsMyFleet', false, 'sort', 'loadingDate')`;
  const country = (expression) => `jsonb_build_array(jsonb_build_object('country', ${expression}))`;
  // Only every tenth search has a circle (g % 10 = 0), so g / 10 picks its city: all twelve are used.
  const circle = `(select jsonb_build_array(jsonb_build_object('country', c.country, 'place', c.place, 'radiusKm', 100))
      from (values ${circles.map(([place, code], i) => `(${i}, '${place}', '${code}')`).join(', ')}) as c(i, place, country)
      where c.i = (g / 10) % ${circles.length})`;
  const regular = searchesCount - broadCount;
  return [
    `insert into users (name, email, password_hash, account_type, email_confirmed_at)
       select 'Bench carrier ' || g, 'carrier' || g || '@bench.example', 'not-used', 'TRANSPORT_COMPANY', now()
       from generate_series(1, ${companiesCount}) g`,
    `insert into companies (owner_id, company_id, name, address, phone, contact_person, email)
       select id, 'BENCH-' || id, name, 'Bench street 1', '+000', 'Bench', email from users where email like 'carrier%@bench.example'`,
    `create temporary table bench_companies as select row_number() over (order by id) as n, id from companies where company_id like 'BENCH-%'`,
    // Regular searches: a loading and a delivery country (80 %), a place and radius (10 %), pallets only (10 %).
    `insert into saved_searches (company_id, name, filters)
       select c.id, 'Search ' || g,
         case when g % 10 = 0 then ${filters(circle, country(`(${countryArray})[1 + (g / ${circles.length}) % ${countries.length}]`))}
              when g % 10 = 1 then ${filters(country(`(${countryArray})[1 + g % ${countries.length}]`), `'[]'::jsonb`, `'["PALLET"]'::jsonb`)}
              else ${filters(country(`(${countryArray})[1 + g % ${countries.length}]`), country(`(${countryArray})[1 + (g / ${countries.length}) % ${countries.length}]`))} end
       from generate_series(1, ${regular}) g join bench_companies c on c.n = 1 + g % ${companiesCount}`,
    `insert into saved_searches (company_id, name, filters)
       select c.id, 'Kosovo ' || g, ${filters(country(`'XK'`), `'[]'::jsonb`)}
       from generate_series(1, ${broadCount}) g join bench_companies c on c.n = 1 + g % ${companiesCount}`,
    'analyze',
  ];
}

async function seedPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(`${dataDir}/db`);
  for (const statement of seedStatements()) await db.exec(statement);
  await db.close();
}

async function seedPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const statement of seedStatements()) await client.query(statement);
  await client.end();
}

const broadLoad = (title) => ({
  ...transportInput(title, 'Bench load'),
  loadingAddress: 'Nëna Terezë 1, Prishtinë',
  loadingCountry: 'XK',
  loadingLat: 42.6629,
  loadingLon: 21.1655,
});

async function timedCreates(url, make, count) {
  const client = createClient(url, 1, { timeoutMs: 120_000 });
  await client.logIn('ana@tovar.example');
  const times = [];
  let first = 0;
  for (let i = 0; i < count + 1; i++) {
    const started = performance.now();
    await client.mutate('transports.create', make(`Bench load ${i}`));
    const took = performance.now() - started;
    // The first is a warm-up, kept apart from the median.
    if (i === 0) first = took;
    else times.push(took);
  }
  client.close();
  return { median: median(times), first };
}

async function run(kind, databaseUrl) {
  const extraEnv = { AUTH_REQUIRE_EMAIL_CONFIRMATION: '0' };
  let server = await startTovar({ databaseUrl, extraEnv });
  const { median: before } = await timedCreates(server.url, (title) => transportInput(title, 'Bench load'), rounds);
  await server.stop();
  const seedStarted = performance.now();
  if (databaseUrl) await seedPostgres(databaseUrl);
  else await seedPglite(server.dataDir);
  const seedSeconds = ((performance.now() - seedStarted) / 1000).toFixed(1);
  server = await startTovar({ databaseUrl, dataDir: server.dataDir, extraEnv });
  const { median: narrow } = await timedCreates(server.url, (title) => transportInput(title, 'Bench load'), rounds);
  // The warm-up starts every search's alert and queues its mail; the rounds after it add to the unread alerts.
  const { median: broad, first: broadFirst } = await timedCreates(server.url, broadLoad, broadRounds);
  await server.stop();
  let told = null;
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    told = (await client.query(`select count(*)::int as n from notifications where kind = 'loadMatched'`)).rows[0].n;
    await client.end();
  }
  return {
    database: kind,
    'seed (s)': seedSeconds,
    'create before (ms)': before.toFixed(1),
    'create with searches (ms)': narrow.toFixed(1),
    'matching (ms, goal ≤ 20)': `${(narrow - before).toFixed(1)} ${narrow - before <= 20 ? '✓' : '✗'}`,
    'broad create (ms, goal ≤ 1000)': `${broad.toFixed(0)} ${broad <= 1000 ? '✓' : '✗'}`,
    'broad first, mails queued (ms)': broadFirst.toFixed(0),
    'alerts written': told ?? '—',
  };
}

ensureBuild();
console.log(
  `saved-search-match: ${searchesCount} searches of ${companiesCount} companies; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
const rows = [await run('PGlite', '')];
const postgres = await freshPostgres();
if (postgres) {
  try {
    rows.push(await run('PostgreSQL', postgres.url));
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
