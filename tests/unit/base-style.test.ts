import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { describe, expect, it } from 'vitest';
import { baseStyle } from '@/client/map/base-style';
import { createStaticFiles } from '@/server/http/static-files';

const tilesDir = 'public/map/tiles';

/** The tile of zoom `z` that holds a point (Web Mercator, as MapLibre tiles it). */
function tileOf(z: number, lon: number, lat: number): string {
  const radians = (lat * Math.PI) / 180;
  const x = Math.floor(((lon + 180) / 360) * 2 ** z);
  const y = Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * 2 ** z);
  return `${z}/${x}/${y}`;
}

function readTile(zxy: string): VectorTile {
  return new VectorTile(new PbfReader(fs.readFileSync(`${tilesDir}/${zxy}.pbf`)));
}

function vectorSource() {
  const sources = Object.values(baseStyle('light').sources);
  const source = sources[0];
  if (sources.length !== 1 || source?.type !== 'vector') throw new Error('one vector tile source');
  return source;
}

describe('the offline basemap', () => {
  it('draws land and borders from tiles the project ships, credited to Natural Earth', () => {
    const source = vectorSource();
    expect(source.tiles).toEqual(['/map/tiles/{z}/{x}/{y}.pbf']);
    expect(source.attribution).toBe('Natural Earth');
    // Its deepest zoom is the deepest the build wrote: MapLibre slices that zoom's tiles beyond it.
    const zooms = fs.readdirSync(tilesDir).map(Number);
    expect(source.maxzoom).toBe(Math.max(...zooms));
    for (const theme of ['light', 'dark'] as const) {
      expect(baseStyle(theme).glyphs).toBeUndefined();
      const layers = baseStyle(theme).layers.filter((layer) => 'source' in layer);
      expect(layers.map((layer) => ('source-layer' in layer ? layer['source-layer'] : ''))).toEqual(['land', 'borders']);
    }
  });

  it('has land as polygons and borders as lines, from the whole world down to a town', () => {
    const world = readTile('0/0/0');
    expect(world.layers.land?.feature(0).type).toBe(3);
    expect(world.layers.borders?.feature(0).type).toBe(2);
    // Sarajevo at the deepest zoom: land, and the borders of Bosnia and Herzegovina nearby.
    const sarajevo = readTile(tileOf(vectorSource().maxzoom ?? 0, 18.41, 43.86));
    expect(sarajevo.layers.land?.length).toBeGreaterThan(0);
    expect(sarajevo.layers.borders?.length).toBeGreaterThan(0);
  });

  it('draws no sliver of land across the world where a country crosses the antimeridian', () => {
    const land = readTile('0/0/0').layers.land!;
    const slivers: string[] = [];
    for (let i = 0; i < land.length; i++)
      for (const ring of land.feature(i).loadGeometry())
        for (let j = 1; j < ring.length; j++) {
          const [a, b] = [ring[j - 1]!, ring[j]!];
          // Half the world wide, between 80° N and 80° S (Antarctica's ring goes round the pole).
          const inside = [a, b].every((point) => point.y > land.extent * 0.112 && point.y < land.extent * 0.888);
          if (inside && Math.abs(a.x - b.x) > land.extent / 2) slivers.push(`(${a.x}, ${a.y}) → (${b.x}, ${b.y})`);
        }
    expect(slivers).toEqual([]);
  });

  it('leaves open sea out, which the server answers 204 No Content; other paths are not tiles', async () => {
    const seaTile = tileOf(5, -35, 40); // mid-Atlantic
    expect(fs.existsSync(`${tilesDir}/${seaTile}.pbf`)).toBe(false);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tovar-tiles-'));
    fs.mkdirSync(path.join(dir, 'map/tiles/0/0'), { recursive: true });
    fs.copyFileSync(`${tilesDir}/0/0/0.pbf`, path.join(dir, 'map/tiles/0/0/0.pbf'));
    const serve = createStaticFiles(dir, path.join(dir, 'none.json'));
    const server = http.createServer((req, res) => {
      if (!serve(req, res, new URL(req.url ?? '/', 'http://x').pathname)) res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const land = await fetch(`${base}/map/tiles/0/0/0.pbf`);
      expect(land.status).toBe(200);
      expect(land.headers.get('content-type')).toBe('application/x-protobuf');
      expect((await land.arrayBuffer()).byteLength).toBe(fs.statSync(`${tilesDir}/0/0/0.pbf`).size);
      const sea = await fetch(`${base}/map/tiles/${seaTile}.pbf`);
      expect(sea.status).toBe(204);
      expect(sea.headers.get('cache-control')).toContain('max-age');
      for (const other of ['/map/tiles/a/b/c.pbf', '/map/tiles/0/0/0.json', '/map/other/0/0/0.pbf']) {
        expect((await fetch(`${base}${other}`)).status, other).toBe(404);
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('paints the sea and the land differently in light and dark', () => {
    const colour = (theme: 'light' | 'dark', id: string) => baseStyle(theme).layers.find((layer) => layer.id === id)?.paint;
    expect(colour('light', 'sea')).not.toEqual(colour('dark', 'sea'));
    expect(colour('light', 'land')).not.toEqual(colour('dark', 'land'));
  });
});
