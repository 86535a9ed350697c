// Writes vector tiles ({z}/{x}/{y}.pbf under a folder) from GeoJSON layers, zoom by zoom, for
// build-basemap.mjs and build-place-tiles.ts. A tile with no feature in any layer is not written: the
// server answers it 204 No Content (src/server/http/static-files.ts), an empty tile to MapLibre.
// geojson-vt's defaults: 4096 units a tile, simplified by 3 units below the deepest zoom (none at it),
// 64 units of buffer so that lines and fills join across tile edges.
import fs from 'node:fs';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';

const extent = 4096;

/**
 * `layersAt(z)` gives each layer's GeoJSON at zoom z (a layer may leave out what a zoom does not draw).
 * Returns how many tiles and bytes were written.
 */
export function writeVectorTiles(outDir, { minZoom, maxZoom, layersAt }) {
  const options = { maxZoom, indexMaxZoom: maxZoom, indexMaxPoints: 0, tolerance: 3, extent, buffer: 64 };
  fs.rmSync(outDir, { recursive: true, force: true });
  let tiles = 0;
  let bytes = 0;
  for (let z = minZoom; z <= maxZoom; z++) {
    const indexes = Object.entries(layersAt(z)).map(([name, geojson]) => [name, new GeoJSONVT(geojson, options)]);
    for (let x = 0; x < 2 ** z; x++) {
      for (let y = 0; y < 2 ** z; y++) {
        const tile = {};
        for (const [name, index] of indexes) {
          const layer = index.getTile(z, x, y);
          if (layer?.features.length) tile[name] = layer;
        }
        if (Object.keys(tile).length === 0) continue;
        const data = fromGeojsonVt(tile, { version: 2, extent });
        fs.mkdirSync(new URL(`${z}/${x}/`, outDir), { recursive: true });
        fs.writeFileSync(new URL(`${z}/${x}/${y}.pbf`, outDir), data);
        tiles += 1;
        bytes += data.length;
      }
    }
  }
  return { tiles, bytes };
}
