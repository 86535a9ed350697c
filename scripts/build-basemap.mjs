// `npm exec -- node scripts/build-basemap.mjs`: writes the offline basemap's vector tiles
// (public/map/tiles/{z}/{x}/{y}.pbf) from world-atlas, Natural Earth data in the public domain. Run once
// when world-atlas changes; the output is committed. Each tile holds two layers: `land` (polygons; the sea
// is the style's background) and `borders` (the lines between countries, a topojson mesh, so a shared
// border is drawn once). Zooms 0–5: at zoom 5 a tile's 4096 units are ~200 m, finer than the 1:50m data,
// so the map slices zoom 5's tiles beyond it. Open sea has no tile (vector-tiles.mjs).
// Pre-built tiles spare every map load the browser's own tiling of the whole world's GeoJSON: ~2 s of CPU.
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import { writeVectorTiles } from './vector-tiles.mjs';

const require = createRequire(import.meta.url);
const land = require('world-atlas/land-50m.json');
const countries = require('world-atlas/countries-50m.json');
const layers = {
  land: feature(land, land.objects.land),
  borders: { type: 'Feature', properties: {}, geometry: mesh(countries, countries.objects.countries, (a, b) => a !== b) },
};
const maxZoom = 5;
const { tiles, bytes } = writeVectorTiles(new URL('../public/map/tiles/', import.meta.url), {
  minZoom: 0,
  maxZoom,
  layersAt: () => layers,
});
process.stdout.write(`public/map/tiles: ${tiles} tiles, zooms 0–${maxZoom}, ${Math.round(bytes / 1024)} KB\n`);
