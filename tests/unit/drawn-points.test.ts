/**
 * Trail thinning (issue 11, the pan frame rate): the model gives each vehicle's trail points levels,
 * and the layer hands the GPU only the points that can show at the map's zoom.
 */
import { describe, expect, it } from 'vitest';
import { LiveModel } from '@/islands/live/live-model';
import { PointLayer } from '@/islands/live/point-layer';
import { drawnPoints } from '@/islands/live/drawn-points';
import { floatsPerPoint, pointKinds, topTrailLevel } from '@/islands/live/point-format';

const vehicle = { id: 'a', status: 'AVAILABLE' as const, sharingPaused: false, lat: 44, lon: 19 };

/** One vehicle whose snapshot is `points` positions `step` degrees of longitude apart. */
function trail(points: number, step: number) {
  const layer = new PointLayer();
  const snapshot = {
    vehicle: new Uint16Array(points),
    time: Float64Array.from({ length: points }, (_, i) => i * 60_000),
    lon: Float64Array.from({ length: points }, (_, i) => 19 + i * step),
    lat: new Float64Array(points).fill(44),
  };
  new LiveModel(layer, [vehicle], snapshot, ['a'], 100);
  return layer;
}

const levelOf = (layer: PointLayer, index: number) => Math.floor(layer.data[index * floatsPerPoint + 4]! / 4);

function drawn(layer: PointLayer, zoom: number): number[] {
  const out = new Uint32Array(layer.count);
  return [...out.subarray(0, drawnPoints(layer.data, layer.count, zoom, 1, out))];
}

describe('trail thinning', () => {
  it('gives the n-th point of a trail the level of its trailing zero bits, the first the top one', () => {
    const layer = trail(18, 0.01);
    const levels = Array.from({ length: 17 }, (_, i) => levelOf(layer, i));
    expect(levels).toEqual([topTrailLevel, 0, 1, 0, 2, 0, 1, 0, 3, 0, 1, 0, 2, 0, 1, 0, 4]);
  });

  it('draws every point when zoomed in, and 1 in 2^k of a dense trail plus the vehicle when zoomed out', () => {
    const layer = trail(65, 0.001);
    const current = 100;
    const trailSlots = Array.from({ length: 64 }, (_, i) => i);
    // 0.001° of longitude is 0.00142 × 2^zoom px. Zoom 11: 2.9 px, every point shows (the unused
    // trail slots never do); so at zoom 14.
    expect(drawn(layer, 14)).toEqual([...trailSlots, current]);
    expect(drawn(layer, 11)).toEqual([...trailSlots, current]);
    // Zoom 10: 1.46 px, under half a dot: the points whose neighbour at their level is 2 apart show.
    expect(drawn(layer, 10)).toEqual([...trailSlots.filter((i) => i % 2 === 0), current]);
    // Zoom 4: 0.02 px: only the top level's points (1 in 32) and the vehicle itself.
    expect(drawn(layer, 4)).toEqual([0, 32, current]);
  });

  it('never draws a hidden slot', () => {
    const layer = trail(1, 0.01);
    const kinds = Array.from({ length: layer.count }, (_, i) => layer.data[i * floatsPerPoint + 5]);
    expect(kinds.filter((kind) => kind !== pointKinds.hidden)).toEqual([pointKinds.current]);
    expect(drawn(layer, 14)).toEqual([100]);
  });
});
