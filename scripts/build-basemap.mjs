// `node scripts/build-basemap.mjs`: writes the offline basemap (public/map/*.json) from world-atlas,
// Natural Earth data in the public domain. Run once when world-atlas changes; the output is committed.
// Land is one polygon layer (the sea is the style's background); borders are the lines between
// countries (a topojson mesh, so a shared border is drawn once). Coordinates keep 2 decimals (~1 km, finer than
// the 1:50m data itself); consecutive equal points are dropped.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const outDir = new URL('../public/map/', import.meta.url);
const round = (value) => Math.round(value * 100) / 100;

function roundCoordinates(coordinates) {
  if (typeof coordinates[0] === 'number') return coordinates.map(round);
  const rounded = coordinates.map(roundCoordinates);
  if (typeof rounded[0][0] !== 'number') return rounded;
  return rounded.filter((point, i) => i === 0 || i === rounded.length - 1 || point.join() !== rounded[i - 1].join());
}

function write(name, geojson) {
  const features = geojson.type === 'FeatureCollection' ? geojson.features : [geojson];
  const collection = {
    type: 'FeatureCollection',
    features: features.map((f) => ({
      type: 'Feature',
      properties: {},
      geometry: { type: f.geometry.type, coordinates: roundCoordinates(f.geometry.coordinates) },
    })),
  };
  const text = JSON.stringify(collection);
  fs.writeFileSync(new URL(name, outDir), text);
  process.stdout.write(`public/map/${name}: ${Math.round(text.length / 1024)} KB\n`);
}

fs.mkdirSync(outDir, { recursive: true });
const land = require('world-atlas/land-50m.json');
const countries = require('world-atlas/countries-50m.json');
write('land.json', feature(land, land.objects.land));
write('borders.json', { type: 'Feature', geometry: mesh(countries, countries.objects.countries, (a, b) => a !== b) });
