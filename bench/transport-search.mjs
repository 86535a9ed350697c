// The transporters' load search at size (issue 10): seeds 1,000,000 transports (95 % OPEN, loading
// days over the next 60 days, loading places spread over 24 European countries around their
// centres) and one transport company with 50 vehicles (mixed types, each with a position), straight
// into the database, then times loads.search through the API on PGlite and (with BENCH_DATABASE_URL
// or TEST_DATABASE_URL) PostgreSQL: unfiltered page 1, a page ~10,000 rows deep, two loading
// countries + an item type + "fits my fleet", and sorted by empty km from a vehicle. Medians of
// ROUNDS requests, measured at the client on the same machine (HTTP included: an upper bound of the
// server's time). Goals: each ≤ 20 ms, deep ≤ 2 × page 1. Prints figures; never fails.
import pg from 'pg';
import { ensureBuild, freshPostgres, median, startTovar } from './lib/servers.mjs';

const total = Number(process.env.TRANSPORTS ?? 1_000_000);
const rounds = Number(process.env.ROUNDS ?? 15);
const deepRows = Number(process.env.DEEP_ROWS ?? 10_000);
const pageSize = 20;
const batch = 100_000;

/** Country centres the loading places scatter around (±1.5° latitude, ±2° longitude). */
const centres = [
  ['BA', 44.2, 17.9],
  ['RS', 44.0, 20.8],
  ['HR', 45.3, 16.0],
  ['SI', 46.1, 14.8],
  ['ME', 42.8, 19.3],
  ['MK', 41.6, 21.7],
  ['AL', 41.2, 20.0],
  ['AT', 47.5, 14.5],
  ['DE', 51.0, 10.3],
  ['IT', 43.0, 12.5],
  ['HU', 47.2, 19.4],
  ['RO', 45.9, 24.9],
  ['BG', 42.7, 25.3],
  ['GR', 39.5, 22.0],
  ['PL', 52.0, 19.4],
  ['CZ', 49.8, 15.5],
  ['SK', 48.7, 19.7],
  ['FR', 46.6, 2.4],
  ['NL', 52.2, 5.5],
  ['BE', 50.6, 4.6],
  ['ES', 40.2, -3.6],
  ['PT', 39.6, -8.0],
  ['DK', 56.0, 9.5],
  ['SE', 59.5, 15.5],
];
const centreValues = centres.map(([code, lat, lon], i) => `(${i}, '${code}', ${lat}, ${lon})`).join(', ');
/** Item-type sets of the seeded loads (a load's types), chosen by row number. */
const itemSets = [
  '{PALLET}',
  '{PARCEL}',
  '{PALLET,PARCEL}',
  '{OTHER}',
  '{BICYCLE,PARCEL}',
  '{VEHICLE}',
  '{VEHICLE_PART,PALLET}',
  '{PET}',
  '{PALLET}',
  '{PARCEL,OTHER}',
];
const itemValues = itemSets.map((set, i) => `(${i}, '${set}'::item_type[])`).join(', ');
/** [type, kg, length, width, height, carries] for the fleet, cycled over 50 vehicles. */
const fleet = [
  ['VAN', 1200, 330, 170, 180, '{PARCEL,BICYCLE,VEHICLE_PART,PALLET,OTHER}'],
  ['BOX_TRUCK', 7000, 620, 245, 240, '{PARCEL,BICYCLE,VEHICLE_PART,PALLET,OTHER}'],
  ['CURTAIN_SIDER', 24000, 1360, 245, 270, '{PARCEL,BICYCLE,VEHICLE_PART,PALLET,OTHER}'],
  ['REFRIGERATED', 18000, 1330, 246, 260, '{PARCEL,PALLET,OTHER}'],
  ['CAR_CARRIER', 9000, 1500, 250, 400, '{VEHICLE}'],
];
const fleetValues = fleet
  .map(([type, kg, l, w, h, carries], i) => `(${i}, '${type}'::vehicle_type, ${kg}, ${l}, ${w}, ${h}, '${carries}'::item_type[])`)
  .join(', ');

function seedStatements() {
  const statements = [
    `insert into users (name, email, password_hash, account_type, email_confirmed_at)
       select name, email, (select password_hash from users where email = 'ana@tovar.example'), kind::account_type, now()
       from (values ('Bench Shipper', 'shipper@bench.example', 'COMPANY'), ('Bench Carrier', 'carrier@bench.example', 'TRANSPORT_COMPANY')) as v(name, email, kind)`,
    `insert into companies (owner_id, company_id, name, address, phone, contact_person, email)
       select id, 'BENCH-1', 'Bench Carrier', 'Bench street 1', '+000', 'Bench', email from users where email = 'carrier@bench.example'`,
    `insert into vehicles (company_id, name, plate, type, status, capacity_kg, capacity_m3, cargo_length_cm, cargo_width_cm, cargo_height_cm, carries)
       select c.id, 'Bench ' || g, 'BE' || g, f.type, case when g % 10 = 0 then 'MAINTENANCE'::vehicle_status else 'AVAILABLE'::vehicle_status end,
              f.kg, round((f.l * f.w * f.h / 1e6)::numeric, 2), f.l, f.w, f.h, f.carries
       from generate_series(1, 50) g
       join (values ${fleetValues}) as f(i, type, kg, l, w, h, carries) on f.i = g % ${fleet.length}
       cross join (select id from companies where company_id = 'BENCH-1') c`,
    `insert into positions (vehicle_id, recorded_at, lat, lon)
       select v.id, now() - make_interval(mins => n), 43.85 + (row_number() over () % 7) * 0.3, 18.41 + (row_number() over () % 5) * 0.4
       from vehicles v, generate_series(0, 2) n where v.plate like 'BE%'`,
  ];
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    // Pseudo-random but repeatable spreads from the row number (no random() so both databases match).
    statements.push(`insert into transports (owner_id, title, delivery_type, loading_address, loading_country, loading_lat, loading_lon, loading_date,
        delivery_address, delivery_country, delivery_lat, delivery_lon, delivery_date, status, estimated_weight_kg, estimated_volume_m3,
        item_types, max_item_long_cm, max_item_short_cm, max_item_height_cm, bid_count, created_at, updated_at)
      select u.id, 'Load ' || g, case when g % 3 = 0 then 'PRIVATE'::delivery_type else 'BUSINESS'::delivery_type end,
             'Bench loading ' || g, lc.code, lc.lat + ((g::bigint * 7919) % 3001) / 1000.0 - 1.5, lc.lon + ((g::bigint * 104729) % 4001) / 1000.0 - 2.0,
             current_date + (g % 60)::int,
             'Bench delivery ' || g, dc.code, dc.lat, dc.lon, current_date + (g % 60)::int + 2,
             case when g % 20 = 0 then 'AWARDED'::transport_status else 'OPEN'::transport_status end,
             50 + (g::bigint * 37) % 20000, 0.2 + ((g::bigint * 13) % 800) / 10.0,
             it.types, 40 + (g::bigint * 11) % 600, 30 + (g::bigint * 17) % 200, 20 + (g::bigint * 19) % 250, (g % 9)::int,
             now() - make_interval(secs => g), now() - make_interval(secs => g)
      from generate_series(${from}, ${to}) g
      join (values ${centreValues}) as lc(i, code, lat, lon) on lc.i = g % ${centres.length}
      join (values ${centreValues}) as dc(i, code, lat, lon) on dc.i = (g / 7) % ${centres.length}
      join (values ${itemValues}) as it(i, types) on it.i = (g / 3) % ${itemSets.length}
      cross join (select id from users where email = 'shipper@bench.example') u`);
  }
  statements.push('analyze');
  return statements;
}

// The cursor the API hands out after row `deepRows` of the default order (loading day, id).
const deepRowSql = `select loading_date::text as key, id from transports
  where status = 'OPEN' and loading_date >= (now() at time zone 'utc')::date
  order by loading_date, id offset ${deepRows - 1} limit 1`;
const cursorOf = (row) => Buffer.from(JSON.stringify(['loadingDate', row.key, row.id])).toString('base64url');
const vehicleSql = `select v.id from vehicles v where v.plate = 'BE3'`;

async function seedPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(`${dataDir}/db`);
  for (const statement of seedStatements()) await db.exec(statement);
  const deep = (await db.query(deepRowSql)).rows[0];
  const vehicle = (await db.query(vehicleSql)).rows[0];
  await db.close();
  return { deepCursor: cursorOf(deep), vehicleId: vehicle.id };
}

async function seedPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const statement of seedStatements()) await client.query(statement);
  const deep = (await client.query(deepRowSql)).rows[0];
  const vehicle = (await client.query(vehicleSql)).rows[0];
  await client.end();
  return { deepCursor: cursorOf(deep), vehicleId: vehicle.id };
}

async function token(url, email) {
  const response = await fetch(`${url}/api/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: { email, password: 'demo1234' } }),
  });
  return (await response.json()).result.data.json.token;
}

const searchUrl = (url, input) =>
  `${url}/api/trpc/loads.search?input=${encodeURIComponent(JSON.stringify({ json: { pageSize, ...input } }))}`;

async function timed(url, headers) {
  const times = [];
  let rows = 0;
  for (let i = 0; i < rounds + 2; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.json();
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    if (i >= 2) times.push(performance.now() - started); // two warm-up requests
    rows = body.result.data.json?.items?.length ?? 1;
  }
  return { ms: median(times), rows };
}

async function run(kind, databaseUrl, seed) {
  const first = await startTovar({ databaseUrl, extraEnv: { AUTH_REQUIRE_EMAIL_CONFIRMATION: '0' } });
  await first.stop();
  const started = performance.now();
  const { deepCursor, vehicleId } = await seed(first.dataDir);
  const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
  const server = await startTovar({ databaseUrl, dataDir: first.dataDir, extraEnv: { AUTH_REQUIRE_EMAIL_CONFIRMATION: '0' } });
  const headers = { authorization: `Bearer ${await token(server.url, 'carrier@bench.example')}` };
  const page1 = await timed(searchUrl(server.url, {}), headers);
  const deep = await timed(searchUrl(server.url, { cursor: deepCursor }), headers);
  const filtered = await timed(
    searchUrl(server.url, { loading: [{ country: 'BA' }, { country: 'RS' }], itemTypes: ['PALLET'], fitsMyFleet: true }),
    headers,
  );
  const emptyKm = await timed(searchUrl(server.url, { sort: 'emptyKm', vehicleId }), headers);
  // The floor every request pays (HTTP, tRPC, the session check) without a search: auth.me.
  const floor = await timed(`${server.url}/api/trpc/auth.me`, headers);
  await server.stop();
  return { kind, seedSeconds, page1, deep, filtered, emptyKm, floor };
}

ensureBuild();
console.log(
  `transport-search: ${total.toLocaleString('en')} transports (95 % OPEN), 50 vehicles for one company; medians of ${rounds} requests`,
);
const results = [];
if (process.env.BENCH_SKIP_PGLITE !== '1') results.push(await run('PGlite', '', (dataDir) => seedPglite(dataDir)));
const postgres = await freshPostgres();
if (postgres) {
  results.push(await run('PostgreSQL', postgres.url, () => seedPostgres(postgres.url)));
  // BENCH_KEEP=1 leaves the database for EXPLAIN (its URL is printed).
  if (process.env.BENCH_KEEP === '1') console.log(`transport-search: kept ${postgres.url}`);
  else await postgres.drop();
} else {
  console.log('transport-search: PostgreSQL skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
}
const ms = (value) => `${value.ms.toFixed(1)} ms (${value.rows} rows)`;
console.table(
  results.map((r) => ({
    database: r.kind,
    'seed s': r.seedSeconds,
    'page 1': ms(r.page1),
    [`deep (row ${deepRows})`]: ms(r.deep),
    'deep / page 1': (r.deep.ms / r.page1.ms).toFixed(2),
    '2 countries + type + fits': ms(r.filtered),
    'empty km': ms(r.emptyKm),
    'auth.me (floor)': `${r.floor.ms.toFixed(1)} ms`,
  })),
);
