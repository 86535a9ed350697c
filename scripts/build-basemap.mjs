// `node scripts/build-basemap.mjs`: writes the offline basemap's vector tiles (public/map/tiles/{z}/{x}/{y}.pbf)
// from world-atlas, Natural Earth data in the public domain. Run once when world-atlas changes; the output is
// committed. Each tile holds two layers: `land` (polygons; the sea is the style's background) and `borders` (the
// lines between countries, a topojson mesh, so a shared border is drawn once). Zooms 0–5: at zoom 5 a tile's 4096
// units are ~200 m, finer than the 1:50m data, so the map overzooms zoom 5's tiles beyond it. A tile with neither
// land nor border (open sea) is not written; the server answers it with 204 No Content (static-files.ts).
// Pre-built tiles spare every map load the browser's own tiling of the whole world's GeoJSON: ~2 s of CPU a load.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const outDir = new URL('../public/map/tiles/', import.meta.url);
const maxZoom = 5;
const extent = 4096;
// geojson-vt's defaults (MapLibre's for a GeoJSON source): simplify by 3 units below the deepest zoom, 64 units of
// buffer around each tile so that lines and fills join across tile edges.
const options = { maxZoom, indexMaxZoom: maxZoom, indexMaxPoints: 0, tolerance: 3, extent, buffer: 64 };

const land = require('world-atlas/land-50m.json');
const countries = require('world-atlas/countries-50m.json');
const layers = {
  land: new GeoJSONVT(feature(land, land.objects.land), options),
  borders: new GeoJSONVT(
    { type: 'Feature', properties: {}, geometry: mesh(countries, countries.objects.countries, (a, b) => a !== b) },
    options,
  ),
};

fs.rmSync(outDir, { recursive: true, force: true });
let written = 0;
let bytes = 0;
for (let z = 0; z <= maxZoom; z++) {
  for (let x = 0; x < 2 ** z; x++) {
    for (let y = 0; y < 2 ** z; y++) {
      const tile = {};
      for (const [name, index] of Object.entries(layers)) {
        const layer = index.getTile(z, x, y);
        if (layer?.features.length) tile[name] = layer;
      }
      if (Object.keys(tile).length === 0) continue;
      const data = fromGeojsonVt(tile, { version: 2, extent });
      fs.mkdirSync(new URL(`${z}/${x}/`, outDir), { recursive: true });
      fs.writeFileSync(new URL(`${z}/${x}/${y}.pbf`, outDir), data);
      written += 1;
      bytes += data.length;
    }
  }
}
process.stdout.write(`public/map/tiles: ${written} tiles, zooms 0–${maxZoom}, ${Math.round(bytes / 1024)} KB\n`);
