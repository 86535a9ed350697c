// The live-tracking benchmarks' own company: a transporter (bench-fleet@bench.example, password
// demo1234) with VEHICLES vehicles driving PER_VEHICLE positions each, one a minute up to now.
import http from 'node:http';
import pg from 'pg';
import { startTovar } from './servers.mjs';

export const fleetEmail = 'bench-fleet@bench.example';
export const historyEmail = 'bench-history@bench.example';

/**
 * A transporter `email` whose `vehicles` vehicles (tracker ids `prefix`-n) drove `perVehicle` positions
 * each, one a minute up to now, interleaved in time as trackers write them (a vehicle's points on many
 * pages, not one run of rows).
 */
export function liveFleetStatements(vehicles, perVehicle, { email = fleetEmail, prefix = 'bench' } = {}) {
  return [
    `insert into users (name, email, password_hash, account_type, email_confirmed_at)
       select 'Bench Fleet', '${email}', (select password_hash from users where email = 'info@drinatrans.example'), 'TRANSPORT_COMPANY', now()`,
    `insert into companies (owner_id, company_id, name, address, phone, contact_person, email)
       select id, '${prefix}', 'Bench Fleet', 'Bench street 1', '+1', 'Bench', email from users where email = '${email}'`,
    `insert into vehicles (company_id, name, plate, type, capacity_kg, capacity_m3, cargo_length_cm, cargo_width_cm, cargo_height_cm, carries, tracker_id)
       select c.id, 'Truck ' || lpad(g::text, 4, '0'), 'BN-' || g, 'VAN', 1000, 10, 400, 180, 180, '{PARCEL}', '${prefix}-' || g
       from generate_series(1, ${vehicles}) g, (select companies.id from companies join users on users.id = owner_id where users.email = '${email}') c`,
    // Straight-ish lines across the Balkans, one point a minute, a little GPS noise.
    `insert into positions (vehicle_id, recorded_at, lat, lon, speed_kmh, heading)
       select v.id, now() - make_interval(mins => ${perVehicle} - i), 42 + (v.n % 50) * 0.1 + i * 0.004 + random() * 0.0003,
         16 + (v.n / 50) * 0.8 + i * 0.006 + random() * 0.0003, 60 + random() * 20, 45
       from generate_series(1, ${perVehicle}) i,
         (select vehicles.id, row_number() over (order by vehicles.id) as n from vehicles where tracker_id like '${prefix}-%') v
       order by i, v.n`,
    `insert into latest_positions (vehicle_id, position_id, recorded_at, lat, lon, speed_kmh, heading)
       select distinct on (vehicle_id) vehicle_id, id, recorded_at, lat, lon, speed_kmh, heading from positions
       where vehicle_id in (select id from vehicles where tracker_id like '${prefix}-%') order by vehicle_id, recorded_at desc`,
    'analyze',
  ];
}

export async function seedPglite(dataDir, statements) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(`${dataDir}/db`);
  for (const statement of statements) await db.exec(statement);
  await db.close();
}

export async function seedPostgres(url, statements) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const statement of statements) await client.query(statement);
  await client.end();
}

/** A server with the demo data and the bench fleet (first start migrates and seeds the demo; then the fleet; then a restart). */
/** `history`: a second company (historyEmail) with the same vehicles and that many positions each. */
export async function startWithLiveFleet({ databaseUrl = '', vehicles = 250, perVehicle = 100, history = 0, extraEnv = {} } = {}) {
  const options = { databaseUrl, extraEnv: { AUTH_REQUIRE_EMAIL_CONFIRMATION: '0', ...extraEnv } };
  const first = await startTovar(options);
  await first.stop();
  const statements = liveFleetStatements(vehicles, perVehicle);
  if (history > 0) statements.push(...liveFleetStatements(vehicles, history, { email: historyEmail, prefix: 'history' }));
  await (databaseUrl ? seedPostgres(databaseUrl, statements) : seedPglite(first.dataDir, statements));
  return startTovar({ ...options, dataDir: first.dataDir });
}

export async function logInToken(url, email = fleetEmail) {
  const response = await fetch(`${url}/api/trpc/auth.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ json: { email, password: 'demo1234' } }),
  });
  const body = await response.json();
  if (!body.result) throw new Error(`log-in failed: ${JSON.stringify(body).slice(0, 200)}`);
  return body.result.data.json.token;
}

/** GET as a browser would (brotli accepted); the bytes as they came over the wire, undecoded. */
export function rawGet(url, headers = {}) {
  return new Promise((done, fail) => {
    const started = performance.now();
    http
      .get(url, { headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          done({
            status: res.statusCode,
            encoding: res.headers['content-encoding'] ?? 'identity',
            bytes: Buffer.concat(chunks),
            ms: performance.now() - started,
          }),
        );
      })
      .on('error', fail);
  });
}
