/**
 * Which points of the layer's buffer to hand to the GPU (issue 11: the pan frame rate). Software
 * rendering pays for every vertex, even one the shader then leaves out, so the layer draws through
 * an index of the points that can show: not hidden slots, and not the trail points the shader would
 * thin out (point-shaders.ts). The index is built for a zoom a little above the map's, so it holds a
 * few more than show there (a trail gap only grows as one zooms in), and the shader decides exactly.
 */
import { floatsPerPoint, pointKinds, topTrailLevel } from './point-format';

/** Device pixels per mercator unit at `zoom` (MapLibre's world is 512 px wide at zoom 0). */
export function worldSize(zoom: number, scale: number): number {
  return 512 * 2 ** zoom * scale;
}

/** Half a trail dot in device pixels: a thinnable trail point closer than this to its neighbour is left out. */
export function halfTrailDot(scale: number): number {
  return 1.5 * scale;
}

/**
 * Writes into `out` the indices of the first `count` points of `data` that may show at `zoom`;
 * returns how many.
 */
export function drawnPoints(data: Float32Array, count: number, zoom: number, scale: number, out: Uint32Array): number {
  const pixels = worldSize(zoom, scale);
  const least = halfTrailDot(scale) / pixels;
  let drawn = 0;
  for (let i = 0, o = 0; i < count; i++, o += floatsPerPoint) {
    const kind = data[o + 5]!;
    if (kind === pointKinds.hidden) continue;
    if (kind === pointKinds.trail && Math.floor(data[o + 4]! / 4) < topTrailLevel) {
      const [dx, dy] = [data[o + 2]! - data[o]!, data[o + 3]! - data[o + 1]!];
      if (dx * dx + dy * dy < least * least) continue;
    }
    out[drawn++] = i;
  }
  return drawn;
}
