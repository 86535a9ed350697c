/**
 * The live map's model writes realtime positions into the point layer's buffer and tells it which
 * points changed: just the trail slots written and the vehicles' slots, so an update uploads a few
 * kilobytes, not the rest of a 25,000-point buffer.
 */
import { describe, expect, it } from 'vitest';
import { LiveModel } from '@/islands/live/live-model';
import { mergedRanges, PointLayer } from '@/islands/live/point-layer';

class RecordingLayer extends PointLayer {
  ranges: [number, number][] = [];
  override changed(from: number, to: number, moved = false): void {
    this.ranges.push([from, to]);
    super.changed(from, to, moved);
  }
}

const vehicles = ['a', 'b', 'c'].map((id) => ({ id, status: 'AVAILABLE' as const, sharingPaused: false, lat: 44, lon: 19 }));
const emptySnapshot = { vehicle: new Uint16Array(0), time: new Float64Array(0), lon: new Float64Array(0), lat: new Float64Array(0) };

function model(trailCapacity: number) {
  const layer = new RecordingLayer();
  const live = new LiveModel(layer, vehicles, emptySnapshot, [], trailCapacity);
  layer.ranges = [];
  return { layer, live };
}

const moveAll = (step: number) => vehicles.map(({ id }) => ({ vehicleId: id, lat: 44 + step * 0.01, lon: 19 + step * 0.01 }));

describe('LiveModel.apply', () => {
  it('marks only the trail slots written and the vehicles, never the trail after them', () => {
    const { layer, live } = model(1000);
    live.apply(moveAll(1));
    expect(layer.ranges).toEqual([
      [0, 3],
      [1000, 1003],
    ]);
    live.apply(moveAll(2));
    expect(layer.ranges.slice(2)).toEqual([
      [3, 6],
      [1000, 1003],
    ]);
    expect(live.trailPoints).toBe(6);
  });

  it('marks two stretches where the trail ring wraps', () => {
    const { layer, live } = model(4);
    live.apply(moveAll(1));
    live.apply(moveAll(2));
    expect(layer.ranges.slice(2, 4)).toEqual([
      [3, 4],
      [0, 2],
    ]);
    expect(mergedRanges(layer.ranges)).toEqual([[0, 7]]);
  });
});

describe('mergedRanges', () => {
  it('joins overlapping and touching ranges and keeps the gaps', () => {
    expect(
      mergedRanges([
        [10, 12],
        [0, 3],
        [3, 5],
        [11, 20],
        [30, 31],
      ]),
    ).toEqual([
      [0, 5],
      [10, 20],
      [30, 31],
    ]);
  });
});
