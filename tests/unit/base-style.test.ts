import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseStyle } from '@/client/map/base-style';

describe('the offline basemap', () => {
  it('draws land and borders from files the project ships, credited to Natural Earth', () => {
    for (const theme of ['light', 'dark'] as const) {
      const style = baseStyle(theme);
      expect(style.glyphs).toBeUndefined();
      for (const source of Object.values(style.sources)) {
        if (source.type !== 'geojson' || typeof source.data !== 'string') throw new Error('a GeoJSON file source');
        expect(source.attribution).toBe('Natural Earth');
        const file = JSON.parse(fs.readFileSync(`public${source.data}`, 'utf8')) as { type: string; features: unknown[] };
        expect(file.type).toBe('FeatureCollection');
        expect(file.features.length).toBeGreaterThan(0);
      }
    }
  });

  it('paints the sea and the land differently in light and dark', () => {
    const colour = (theme: 'light' | 'dark', id: string) => baseStyle(theme).layers.find((layer) => layer.id === id)?.paint;
    expect(colour('light', 'sea')).not.toEqual(colour('dark', 'sea'));
    expect(colour('light', 'land')).not.toEqual(colour('dark', 'land'));
  });
});
