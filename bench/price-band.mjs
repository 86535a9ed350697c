// The price band at size (issue 28): the aggregates as 1,000,000 awarded transports over two years
// would fill them (lanes among 24 countries, busy ones far busier, Zipf; each lane's road distance
// from its capitals, sometimes a band off; 7 weight bands; 10 item-type sets; 3,000 companies, a few
// doing most of the work; prices log-normal around a rate per km, 0.5 % of them wild), computed here
// with the app's own key and bucket rules and written straight into the tables. Then
// services/price-band/read-band.ts (what transports.priceBand runs) is timed in-process, the
// database included, for a busy lane, two quieter ones (one widened to the regions) and one with no data;
// medians and p95 of ROUNDS calls after a warm-up. PGlite, and PostgreSQL with BENCH_DATABASE_URL or
// TEST_DATABASE_URL (ONLY=pglite or ONLY=postgres runs one). Goal: ≤ 10 ms. Source through tsx, no build. Prints figures; never fails.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { freshPostgres, median } from './lib/servers.mjs';

register();
const { openDatabase } = await import('../src/server/db/client.ts');
const { readBand } = await import('../src/server/services/price-band/read-band.ts');
const { bucketOf } = await import('../src/lib/price-band/buckets.ts');
const { distanceBandOf, laneKeys, monthOf, weightBandsKg } = await import('../src/lib/price-band/similarity.ts');

const awardsCount = Number(process.env.AWARDS ?? 1_000_000);
const companiesCount = Number(process.env.COMPANIES ?? 3_000);
const rounds = Number(process.env.ROUNDS ?? 201);

/** Capitals (or the main freight city) of the 24 countries, busiest first. */
const capitals = {
  BA: [43.8563, 18.4131],
  RS: [44.8176, 20.4569],
  HR: [45.815, 15.9819],
  DE: [48.1351, 11.582],
  SI: [46.0569, 14.5058],
  AT: [48.2082, 16.3738],
  ME: [42.4304, 19.2594],
  MK: [41.9981, 21.4254],
  IT: [45.4642, 9.19],
  HU: [47.4979, 19.0402],
  AL: [41.3275, 19.8187],
  XK: [42.6629, 21.1655],
  RO: [44.4268, 26.1025],
  BG: [42.6977, 23.3219],
  GR: [40.6401, 22.9444],
  PL: [52.2297, 21.0122],
  CZ: [50.0755, 14.4378],
  SK: [48.1486, 17.1077],
  FR: [48.8566, 2.3522],
  NL: [51.9244, 4.4777],
  CH: [47.3769, 8.5417],
  BE: [51.2194, 4.4025],
  ES: [41.3874, 2.1686],
  TR: [41.0082, 28.9784],
};
const countries = Object.keys(capitals);
const point = (country) => ({ lat: capitals[country][0], lon: capitals[country][1] });
const signatures = [
  'PALLET',
  'PARCEL',
  'PALLET+PARCEL',
  'OTHER',
  'VEHICLE',
  'VEHICLE_PART',
  'BICYCLE',
  'PARCEL+PET',
  'PET',
  'OTHER+PALLET',
];
const weightShare = [0.15, 0.25, 0.2, 0.2, 0.1, 0.05, 0.05];

// A seeded generator, so every run fills the same tables.
let seed = 28;
function random() {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const gaussian = () => Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
function zipfPicker(count, exponent) {
  const cumulative = [];
  let total = 0;
  for (let rank = 1; rank <= count; rank += 1) cumulative.push((total += 1 / rank ** exponent));
  return () => {
    const target = random() * total;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}
const pairs = countries.flatMap((from) => countries.map((to) => [from, to]));
const pickPair = zipfPicker(pairs.length, 1.1);
const pickCompany = zipfPicker(companiesCount, 0.9);
const pickSignature = zipfPicker(signatures.length, 1.2);
const pickShare = (shares) => {
  let left = random();
  return Math.max(
    0,
    shares.findIndex((share) => (left -= share) < 0),
  );
};
const companyIds = Array.from({ length: companiesCount }, (_, n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`);

/** The 1,000,000 awards, counted into each level's key as recordAward would: stats and companies. */
function aggregates(now) {
  const stats = new Map();
  const seen = new Set();
  for (let n = 0; n < awardsCount; n += 1) {
    const [from, to] = pairs[pickPair()];
    const drift = random() < 0.3 ? (random() < 0.5 ? -1 : 1) : 0;
    const distanceBand = Math.min(6, Math.max(0, distanceBandOf(point(from), point(to)) + drift));
    const weightBand = pickShare(weightShare);
    const signature = signatures[pickSignature()];
    const month = monthOf(new Date(now - Math.floor(random() * 730) * 86_400_000));
    const roadKm = [60, 170, 370, 650, 1000, 1500, 2200][distanceBand];
    const tons = (weightBandsKg[weightBand] ?? 20_000) / 1000;
    const wild = random() < 0.005 ? (random() < 0.5 ? 0.1 : 10) : 1;
    const price = (60 + roadKm * (0.6 + 0.08 * tons)) * Math.exp(0.25 * gaussian()) * wild;
    const bucket = bucketOf(price);
    const company = companyIds[pickCompany()];
    for (const [level, lane] of Object.entries(laneKeys(from, to))) {
      if (!lane) continue;
      const key = `${level}|${lane}|${distanceBand}|${weightBand}|${signature}|${month}`;
      let row = stats.get(key);
      if (!row) stats.set(key, (row = { awards: 0, counts: new Map() }));
      row.awards += 1;
      row.counts.set(bucket, (row.counts.get(bucket) ?? 0) + 1);
      seen.add(`${key}|${company}`);
    }
  }
  return { stats, seen };
}

/** A histogram as its row stores it: buckets first … last, the array's lower bound the first's number + 1. */
function countsLiteral(counts) {
  const buckets = [...counts.keys()];
  const first = Math.min(...buckets);
  const last = Math.max(...buckets);
  const values = Array.from({ length: last - first + 1 }, (_, i) => counts.get(first + i) ?? 'NULL');
  return `[${first + 1}:${last + 1}]={${values.join(',')}}`;
}

async function insertInBatches(client, rows, columns, text) {
  for (let start = 0; start < rows.length; start += 20_000) {
    const batch = rows.slice(start, start + 20_000);
    await client.query(
      text,
      columns.map((_, c) => batch.map((row) => row[c])),
    );
  }
}

async function seedTables(client, now) {
  const { stats, seen } = aggregates(now);
  const statRows = [...stats].map(([key, row]) => [...key.split('|'), row.awards, countsLiteral(row.counts)]);
  await insertInBatches(
    client,
    statRows,
    ['level', 'lane', 'distance', 'weight', 'types', 'month', 'awards', 'counts'],
    `insert into price_band_stats (level, lane, distance_band, weight_band, item_types, month, awards, counts)
     select l, n, d::smallint, w::smallint, t, m::date, a, c::integer[]
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::int[], $8::text[]) as u(l, n, d, w, t, m, a, c)`,
  );
  const companyRows = [...seen].map((entry) => entry.split('|'));
  await insertInBatches(
    client,
    companyRows,
    ['level', 'lane', 'distance', 'weight', 'types', 'month', 'company'],
    `insert into price_band_companies (level, lane, distance_band, weight_band, item_types, month, company_id)
     select l, n, d::smallint, w::smallint, t, m::date, c::uuid
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) as u(l, n, d, w, t, m, c)`,
  );
  await client.query('analyze price_band_stats');
  await client.query('analyze price_band_companies');
  return { statRows: statRows.length, companyRows: companyRows.length };
}

const job = (from, to, weightKg, itemTypes) => ({
  loadingCountry: from,
  deliveryCountry: to,
  loadingLat: capitals[from]?.[0] ?? 64.1466,
  loadingLon: capitals[from]?.[1] ?? -21.9426,
  deliveryLat: capitals[to]?.[0] ?? 64.1466,
  deliveryLon: capitals[to]?.[1] ?? -21.9426,
  weightKg,
  itemTypes,
});
const cases = [
  ['busy lane BA → RS, 200 kg of pallets', job('BA', 'RS', 200, ['PALLET'])],
  ['quieter lane MK → SI, 800 kg of pallets', job('MK', 'SI', 800, ['PALLET'])],
  ['quiet lane TR → CH, 2 t of bicycles', job('TR', 'CH', 2000, ['BICYCLE'])],
  ['no data BA → IS (Reykjavík), a pet', job('BA', 'IS', 20, ['PET'])],
];

async function measure(kind, url) {
  const dataDir = url ? undefined : mkdtempSync(join(tmpdir(), 'tovar-price-band-'));
  const database = await openDatabase({ url, dataDir });
  const now = Date.now();
  const started = performance.now();
  const sizes = await seedTables(database.db.$client, now);
  console.log(
    `${kind}: ${awardsCount.toLocaleString('en')} awards → ${sizes.statRows.toLocaleString('en')} histogram rows, ${sizes.companyRows.toLocaleString('en')} company rows, seeded in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  for (const [name, bandJob] of cases) {
    for (let i = 0; i < 20; i += 1) await readBand(database.db, bandJob, 'BAM');
    const times = [];
    let band;
    for (let i = 0; i < rounds; i += 1) {
      const start = performance.now();
      band = await readBand(database.db, bandJob, 'BAM');
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const shown = band
      ? `${band.level}: ${band.low}–${band.high} BAM from ${band.awards} awards (${band.outliers} outliers)`
      : 'not enough data yet';
    console.log(`  ${name}: median ${median(times).toFixed(2)} ms, p95 ${times[Math.floor(times.length * 0.95)].toFixed(2)} ms — ${shown}`);
  }
  await database.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

console.log(`price band, in-process (readBand with its queries), ${rounds} calls per case, goal ≤ 10 ms`);
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
