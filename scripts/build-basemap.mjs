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

/**
 * A ring that crosses the antimeridian (Russia's Chukotka, Wrangel Island, Fiji) jumps from -180 to 180 in
 * world-atlas, which tiling draws as a sliver of land across the whole world. Its longitudes are made
 * continuous instead (179.9 → 180.1), which geojson-vt wraps onto the other side. A ring that goes round a
 * pole (Antarctica) does not close that way and is kept as it is: its jump runs along the pole.
 */
function continuousRing(ring) {
  let offset = 0;
  const unwrapped = ring.map(([lon, lat], i) => {
    const previous = ring[i - 1];
    if (previous && lon - previous[0] > 180) offset -= 360;
    if (previous && lon - previous[0] < -180) offset += 360;
    return [lon + offset, lat];
  });
  return offset === 0 ? unwrapped : ring;
}
const land = require('world-atlas/land-50m.json');
const countries = require('world-atlas/countries-50m.json');
const layers = {
  land: {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'MultiPolygon',
      coordinates: feature(land, land.objects.land).features[0].geometry.coordinates.map((polygon) => polygon.map(continuousRing)),
    },
  },
  borders: { type: 'Feature', properties: {}, geometry: mesh(countries, countries.objects.countries, (a, b) => a !== b) },
};
const maxZoom = 5;
const { tiles, bytes } = writeVectorTiles(new URL('../public/map/tiles/', import.meta.url), {
  minZoom: 0,
  maxZoom,
  layersAt: () => layers,
});
process.stdout.write(`public/map/tiles: ${tiles} tiles, zooms 0–${maxZoom}, ${Math.round(bytes / 1024)} KB\n`);
