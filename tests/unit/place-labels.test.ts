import fs from 'node:fs';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import type { SymbolLayerSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { baseStyle } from '@/client/map/base-style';
import { countryFeatures } from '@/client/map/country-labels';
import { withLabels } from '@/client/map/labelled-style';
import { labelFont, labelFontFaces } from '@/client/map/map-fonts';
import { placeFeatures, placeTiers, placesMaxZoom, placesMinZoom, tierOf } from '@/client/map/place-labels';
import { languages } from '@/lib/i18n/languages';
import { exonyms } from '@/lib/places/exonyms';
import type { Places } from '@/lib/places/places';

const places = JSON.parse(fs.readFileSync('public/map/places.json', 'utf8')) as Places;
const labelled = (lang: (typeof languages)[number]) => withLabels(baseStyle('light'), 'light', lang);
const symbolLayers = (lang: (typeof languages)[number]) =>
  labelled(lang).layers.filter((layer): layer is SymbolLayerSpecification => layer.type === 'symbol');

describe('place labels on the offline basemap', () => {
  it('shows the large towns first and every town of 1,000 people by zoom 10', () => {
    expect(placeTiers.map((tier) => tier.minzoom)).toEqual([...placeTiers.map((tier) => tier.minzoom)].sort((a, b) => a - b));
    expect(placeTiers[tierOf(100_000)]!.minzoom).toBeLessThanOrEqual(5);
    expect(placeTiers[tierOf(1_000_000)]!.minzoom).toBeLessThanOrEqual(3);
    expect(placeTiers[tierOf(99_999)]!.minzoom).toBeGreaterThan(5);
    for (const feature of placeFeatures(places).features) expect(placeTiers[feature.properties.tier]!.minzoom).toBeLessThanOrEqual(10);
  });

  it('ships the towns as tiles made from places.json: every town at the deepest zoom, the tiers a zoom draws above it', () => {
    /** Every town's properties in the tiles of zoom `z`, once each (a town in two tiles' buffers counts once). */
    const townsAt = (z: number) => {
      const towns = new Map<string, Record<string, unknown>>();
      for (const x of fs.readdirSync(`public/map/places/${z}`))
        for (const file of fs.readdirSync(`public/map/places/${z}/${x}`)) {
          const layer = new VectorTile(new PbfReader(fs.readFileSync(`public/map/places/${z}/${x}/${file}`))).layers.places;
          for (let i = 0; i < (layer?.length ?? 0); i++) {
            const { properties } = layer!.feature(i);
            towns.set(`${properties.name}|${properties.rank}`, properties);
          }
        }
      return towns;
    };
    const features = placeFeatures(places).features;
    const deepest = townsAt(placesMaxZoom);
    expect(deepest.size).toBe(new Set(features.map((f) => `${f.properties.name}|${f.properties.rank}`)).size);
    expect([...deepest.values()].find((town) => town.name === 'Belgrade')).toEqual(
      features.find((f) => f.properties.name === 'Belgrade')?.properties,
    );
    for (let z = placesMinZoom; z < placesMaxZoom; z++) {
      const tiers = new Set([...townsAt(z).values()].map((town) => town.tier as number));
      expect([...tiers].sort(), `zoom ${z}`).toEqual(placeTiers.flatMap((tier, index) => (tier.minzoom < z + 1 ? [index] : [])));
    }
  });

  it('draws the labels above land and borders, with the largest towns placed first', () => {
    const ids = labelled('en').layers.map((layer) => layer.id);
    expect(ids.slice(0, 3)).toEqual(['sea', 'land', 'borders']);
    expect(ids.slice(3)).toEqual(['countries', 'places-4', 'places-3', 'places-2', 'places-1', 'places-0']);
  });

  it('credits GeoNames and loads its font from our own origin', () => {
    const style = labelled('en');
    expect(style.glyphs).toBeUndefined();
    expect(style.sources.places).toMatchObject({ attribution: expect.stringContaining('GeoNames') });
    for (const face of [labelFontFaces()[labelFont] ?? []].flat()) {
      const url = typeof face === 'string' ? face : face.url;
      expect(url).toMatch(/^\/map\/fonts\/.+\.woff2$/);
      expect(fs.existsSync(`public${url}`)).toBe(true);
    }
  });

  it("names towns in Cyrillic on sr-Cyrl, large foreign cities by each language's own name, the rest by GeoNames", () => {
    expect(symbolLayers('sr-Cyrl').find((layer) => layer.id === 'places-0')?.layout?.['text-field']).toEqual([
      'coalesce',
      ['get', 'nameCyrl'],
      ['get', 'name'],
    ]);
    expect(symbolLayers('en').find((layer) => layer.id === 'places-0')?.layout?.['text-field']).toEqual(['get', 'name']);
    expect(symbolLayers('sr-Latn').find((layer) => layer.id === 'places-0')?.layout?.['text-field']).toEqual([
      'coalesce',
      ['get', 'name_sr-Latn'],
      ['get', 'name'],
    ]);
    const belgrade = placeFeatures(places).features.find((f) => f.properties.name === 'Belgrade')?.properties;
    expect(belgrade).toMatchObject({
      nameCyrl: 'Београд',
      'name_sr-Latn': 'Beograd',
      name_bs: 'Beograd',
      name_de: 'Belgrad',
      name_es: 'Belgrado',
    });
    const zenica = placeFeatures(places).features.find((f) => f.properties.name === 'Zenica')?.properties;
    expect(Object.keys(zenica ?? {}).filter((key) => key.startsWith('name_'))).toEqual([]);
    const serbia = (lang: 'sr-Cyrl' | 'de') => countryFeatures(lang).features.find((f) => f.geometry.coordinates[0] === 20.8);
    expect(serbia('sr-Cyrl')?.properties.name).toBe('Србија');
    expect(serbia('de')?.properties.name).toBe('Serbien');
  });

  it('has every letter of every label in one of the font files (none drawn in a fallback font)', () => {
    const ranges = [labelFontFaces()[labelFont] ?? []]
      .flat()
      .flatMap((face) => (typeof face === 'string' ? [] : (face['unicode-range'] ?? [])))
      .map((range) =>
        range
          .replace('U+', '')
          .split('-')
          .map((hex) => parseInt(hex, 16)),
      )
      .map(([start, end]) => [start!, end ?? start!] as const);
    const texts = [
      ...places.rows.flatMap(([name, nameCyrl]) => [name, nameCyrl]),
      ...Object.values(exonyms).flatMap((exonym) => Object.values(exonym)),
      ...languages.flatMap((lang) => countryFeatures(lang).features.map((f) => f.properties.name.toUpperCase())),
    ];
    const missing = new Set<string>();
    for (const text of texts)
      for (const char of text) {
        const code = char.codePointAt(0)!;
        if (!ranges.some(([start, end]) => code >= start && code <= end)) missing.add(`${char} U+${code.toString(16)} in ${text}`);
      }
    expect([...missing]).toEqual([]);
  });
});
