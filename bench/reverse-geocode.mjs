// `npm run bench:reverse-geocode`: the cost of "12 km NE of Zenica" per point (issue 29, goal
// ≤ 0.05 ms). The place table (public/map/places.json) is indexed once as the browser does it, then
// POINTS random positions over the served region and its neighbours (lat 39–48.5, lon 13–29.5: land,
// sea and the empty edges alike) are described, ROUNDS times; prints the median µs per point, the
// index's build time and memory (typed arrays exactly; the parsed table and the grid by heap delta),
// and a few sample phrases. Source through tsx, no build. Prints figures; never fails.
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';
import { median } from './lib/servers.mjs';

register();
const { buildPlaceGrid } = await import('../src/lib/places/place-index.ts');
const { nearby } = await import('../src/lib/places/nearby.ts');
const { nearbyPhrase } = await import('../src/lib/places/phrase.ts');

const points = Number(process.env.POINTS ?? 1_000_000);
const rounds = Number(process.env.ROUNDS ?? 5);
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const collect = () => globalThis.gc?.();

collect();
const heapBefore = process.memoryUsage().heapUsed;
const places = JSON.parse(readFileSync(new URL('../public/map/places.json', import.meta.url), 'utf8'));
const builtAt = performance.now();
const grid = buildPlaceGrid(places.rows);
const buildMs = performance.now() - builtAt;
collect();
const heapAfter = process.memoryUsage().heapUsed;

// One fixed pseudo-random sequence, so rounds and runs describe the same points.
let seed = 29;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const lats = Float64Array.from({ length: points }, () => 39 + random() * 9.5);
const lons = Float64Array.from({ length: points }, () => 13 + random() * 16.5);

const perPoint = [];
let described = 0;
for (let round = 0; round < rounds; round += 1) {
  described = 0;
  const started = performance.now();
  for (let i = 0; i < points; i += 1) if (nearby(grid, lats[i], lons[i])) described += 1;
  perPoint.push(((performance.now() - started) * 1000) / points);
}

const english = (key, values = {}) =>
  ({
    'place.in': `in ${values.place}, ${values.country}`,
    'place.near': `${values.km} km ${values.direction} of ${values.place}, ${values.country}`,
  })[key] ?? key.replace('place.direction.', '');
const typedBytes = grid.starts.byteLength + grid.items.byteLength;
process.stdout.write(
  [
    `places: ${places.rows.length}; grid ${grid.latCells} × ${grid.lonCells} cells of 0.25°, built in ${buildMs.toFixed(1)} ms`,
    `memory: grid arrays ${kb(typedBytes)}; parsed table + grid ${globalThis.gc ? kb(heapAfter - heapBefore) : '(run with --expose-gc)'} of heap`,
    `reverse lookup: ${median(perPoint).toFixed(2)} µs per point (median of ${rounds} rounds of ${points.toLocaleString('en')} points; rounds ${perPoint.map((us) => us.toFixed(2)).join(', ')}); goal ≤ 50 µs`,
    `described: ${((described / points) * 100).toFixed(1)} % of the points (the rest are > 150 km from a town of 10,000: coordinates)`,
    ...[
      [44.2017, 17.9039],
      [44.3, 18.03],
      [42.5, 16.0],
      [45.16, 18.0],
    ].map(
      ([lat, lon]) =>
        `  ${lat}, ${lon}: ${(nearby(grid, lat, lon) && nearbyPhrase(nearby(grid, lat, lon), 'en', english)) ?? '(coordinates)'}`,
    ),
  ].join('\n') + '\n',
);
