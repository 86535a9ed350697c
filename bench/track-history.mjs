// A day's track read (issue 29): live.history's handler timed in-process, the database included,
// for one vehicle reporting every 5 s (17,280 points, parked 20 minutes every two hours) in a
// positions table that holds VEHICLES such vehicles over DAYS days (20 × 3 by default, ~1 M rows).
// Medians and p95 of ROUNDS reads after a warm-up, for a whole day and for one hour of it. PGlite, and
// PostgreSQL with BENCH_DATABASE_URL or TEST_DATABASE_URL (ONLY=pglite or ONLY=postgres runs one).
// Goal: ≤ 50 ms for the day. Source through tsx, no build. Prints figures; never fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { freshPostgres, median } from './lib/servers.mjs';

register();
const { openDatabase } = await import('../src/server/db/client.ts');
const { historyHandler } = await import('../src/server/routers/live/history.handler.ts');
const { companies, users, vehicles: vehiclesTable } = await import('../src/server/db/schema/index.ts');

const vehiclesCount = Number(process.env.VEHICLES ?? 20);
const days = Number(process.env.DAYS ?? 3);
const rounds = Number(process.env.ROUNDS ?? 51);
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** A transporter (the caller) and its company's vehicles. */
async function seedFleet(db) {
  const [owner] = await db
    .insert(users)
    .values({ name: 'Bench', email: 'bench@example.com', passwordHash: 'not-used', accountType: 'TRANSPORT_COMPANY' })
    .returning();
  const [company] = await db
    .insert(companies)
    .values({
      ownerId: owner.id,
      companyId: 'RS-1',
      name: 'Bench',
      address: 'Beograd',
      phone: '+381 11 1',
      contactPerson: 'Bench',
      email: owner.email,
    })
    .returning();
  const rows = Array.from({ length: vehiclesCount }, (_, v) => ({
    companyId: company.id,
    name: `Truck ${v}`,
    plate: `BG-${1000 + v}-AA`,
    type: 'VAN',
    capacityKg: 1300,
    capacityM3: 10,
    carries: ['PALLET'],
    cargoLengthCm: 430,
    cargoWidthCm: 178,
    cargoHeightCm: 194,
  }));
  return { owner, vehicles: await db.insert(vehiclesTable).values(rows).returning() };
}

/** Every vehicle's points every 5 s up to now: 1,200 points driving north, then 240 parked (two hours). */
async function seedPositions(db, vehicleIds, now) {
  const client = db.$client;
  for (const id of vehicleIds) {
    await client.query(
      `insert into positions (vehicle_id, recorded_at, received_at, lat, lon, speed_kmh, heading)
       select $1::uuid, t, t, 44 + 0.00004 * least(mod(n, 1440), 1200) + 0.05 * (n / 1440), 20 + 0.00001 * mod(n, 97), 60, 0
       from (select n, $2::timestamptz - (n * interval '5 seconds') as t from generate_series(0, $3::int) n) s`,
      [id, new Date(now).toISOString(), Math.floor((days * dayMs) / 5000)],
    );
  }
  await client.query('analyze positions');
}

async function timed(read) {
  for (let i = 0; i < 5; i += 1) await read();
  const times = [];
  let answer;
  for (let i = 0; i < rounds; i += 1) {
    const start = performance.now();
    answer = await read();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { answer, median: median(times), p95: times[Math.floor(times.length * 0.95)] };
}

async function measure(kind, url) {
  const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), 'tovar-track-history-'));
  const database = await openDatabase({ url, dataDir });
  const { owner, vehicles } = await seedFleet(database.db);
  const now = Date.now();
  const started = performance.now();
  await seedPositions(
    database.db,
    vehicles.map((vehicle) => vehicle.id),
    now,
  );
  const rows = vehiclesCount * Math.floor((days * dayMs) / 5000);
  console.log(
    `${kind}: ${rows.toLocaleString('en')} positions of ${vehiclesCount} vehicles seeded in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  const ctx = { db: database.db, auth: { userId: owner.id } };
  const vehicleId = vehicles[Math.floor(vehiclesCount / 2)].id;
  const yesterday = now - dayMs - (now % dayMs);
  for (const [name, from, to] of [
    ['a whole day', yesterday, yesterday + dayMs],
    ['one hour', yesterday + 12 * hourMs, yesterday + 13 * hourMs],
  ]) {
    const { answer, median: middle, p95 } = await timed(() => historyHandler({ ctx, input: { vehicleId, from, to } }));
    const shape = `${answer.count.toLocaleString('en')} points, ${(answer.distanceM / 1000).toFixed(1)} km, ${answer.stops.length} stops, ${Math.round(answer.points.length / 1024)} KB encoded`;
    console.log(`  ${name}: median ${middle.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms — ${shape}`);
  }
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

console.log(`track history, in-process (live.history's handler with its queries), ${rounds} reads per case, goal ≤ 50 ms a day`);
const only = process.env.ONLY; // 'pglite' or 'postgres' to run one of them
if (only !== 'postgres') await measure('PGlite', undefined);
const postgres = only === 'pglite' ? null : await freshPostgres();
if (postgres) {
  try {
    await measure('PostgreSQL', postgres.url);
  } finally {
    await postgres.drop();
  }
} else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
