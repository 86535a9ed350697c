/**
 * One MapLibre custom layer that draws every position as a GL point from one Float32Array
 * (STACK-NOTES "Maps and realtime": 25,000 moving points keep ~30 fps where GeoJSON sources stall).
 * Per vertex: two mercator positions, colour (vehicle status, with the trail's thinning level) and kind
 * (trail, current, selected). The shader blends a current position from the first to the second over
 * `moveMs` after each update, so vehicles glide; it leaves out trail points that would overlap the
 * one beside them (point-shaders.ts).
 */
import type { CustomLayerInterface, CustomRenderMethodInput, Map as MapLibreMap } from 'maplibre-gl';
import { fragmentSource, vertexSource } from './point-shaders';
import { benchMeasure } from './bench-measure';
import { drawnPoints, halfTrailDot, worldSize } from './drawn-points';
import { floatsPerPoint, topTrailLevel } from './point-format';

const moveMs = 1000;
/** The drawn-points index is built for this much more zoom than the map's, and again past it. */
const indexZoomAhead = 0.25;

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error('createShader failed');
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(gl.getShaderInfoLog(shader) ?? 'shader');
  return shader;
}

export class PointLayer implements CustomLayerInterface {
  readonly id: string;
  readonly type = 'custom' as const;
  readonly renderingMode = '2d' as const;
  private map: MapLibreMap | null = null;
  private gl: WebGL2RenderingContext | null = null;
  private program: WebGLProgram | null = null;
  private buffer: WebGLBuffer | null = null;
  private capacity = 0;
  private uploaded = 0;
  /** Index ranges [from, to) written since the last upload; a few small ones, never one spanning both. */
  private dirty: [number, number][] = [];
  private attributes: number[] = [];
  private uniforms: Record<
    'matrix' | 't' | 'scale' | 'colours' | 'worldSize' | 'halfDot' | 'topLevel',
    WebGLUniformLocation | null
  > | null = null;
  private movedAt = -Infinity;
  private indexBuffer: WebGLBuffer | null = null;
  private indices = new Uint32Array(0);
  private indexed = 0;
  /** The zoom the index was built for; NaN: build it again. */
  private indexZoom = NaN;
  /** The vertex data; the owner writes it and calls `changed`. */
  data = new Float32Array(0);
  count = 0;
  /** A point drawn once more after the others, so the selected vehicle is never under another. */
  onTop = -1;
  /** RGBA 0..1 per colour index (status). */
  colours: number[] = [0.2, 0.5, 0.9, 1, 0.1, 0.6, 0.3, 1, 0.85, 0.5, 0.1, 1, 0.5, 0.5, 0.5, 1];

  constructor(id = 'live-positions') {
    this.id = id;
  }

  onAdd(map: MapLibreMap, gl: WebGLRenderingContext | WebGL2RenderingContext): void {
    const gl2 = gl as WebGL2RenderingContext;
    this.map = map;
    this.gl = gl2;
    const program = gl2.createProgram();
    gl2.attachShader(program, compile(gl2, gl2.VERTEX_SHADER, vertexSource));
    gl2.attachShader(program, compile(gl2, gl2.FRAGMENT_SHADER, fragmentSource));
    gl2.linkProgram(program);
    this.program = program;
    this.attributes = ['a_prev', 'a_next', 'a_style'].map((name) => gl2.getAttribLocation(program, name));
    const uniform = (name: string) => gl2.getUniformLocation(program, name);
    this.uniforms = {
      matrix: uniform('u_matrix'),
      t: uniform('u_t'),
      scale: uniform('u_scale'),
      colours: uniform('u_colours'),
      worldSize: uniform('u_worldSize'),
      halfDot: uniform('u_halfDot'),
      topLevel: uniform('u_topLevel'),
    };
    this.buffer = gl2.createBuffer();
    this.indexBuffer = gl2.createBuffer();
    this.indexZoom = NaN;
    this.capacity = 0;
    this.dirty = [];
  }

  onRemove(): void {
    this.gl?.deleteBuffer(this.buffer);
    this.gl?.deleteBuffer(this.indexBuffer);
    this.gl?.deleteProgram(this.program);
    this.gl = null;
    this.map = null;
  }

  /** Points `from`..`to` (indices) changed; `moved` starts a new glide from previous to next. */
  changed(from: number, to: number, moved = false): void {
    if (to > from) this.dirty.push([from, to]);
    this.indexZoom = NaN;
    if (moved) this.movedAt = performance.now();
    this.map?.triggerRepaint();
  }

  /** How far the current glide is, 0..1: the owner blends previous → next by it before an update. */
  progress(): number {
    return Math.min(1, (performance.now() - this.movedAt) / moveMs);
  }

  private upload(gl: WebGL2RenderingContext): void {
    const started = performance.now();
    gl.bindBuffer(gl.ARRAY_BUFFER, this.buffer);
    if (this.capacity !== this.data.length) {
      gl.bufferData(gl.ARRAY_BUFFER, this.data, gl.DYNAMIC_DRAW);
      this.capacity = this.data.length;
    } else {
      for (const [from, to] of mergedRanges(this.dirty)) {
        gl.bufferSubData(gl.ARRAY_BUFFER, from * floatsPerPoint * 4, this.data, from * floatsPerPoint, (to - from) * floatsPerPoint);
      }
    }
    this.dirty = [];
    this.uploaded = this.count;
    // bench/live-render adds this to an update's main-thread time.
    benchMeasure('live-upload', started);
  }

  /** The points that may show at `zoom` (drawn-points.ts), built again on a change or past the zoom it was built for. */
  private index(gl: WebGL2RenderingContext, zoom: number, scale: number): void {
    if (zoom <= this.indexZoom && zoom > this.indexZoom - 2 * indexZoomAhead) return;
    const started = performance.now();
    if (this.indices.length < this.uploaded) this.indices = new Uint32Array(this.data.length / floatsPerPoint);
    this.indexZoom = zoom + indexZoomAhead;
    this.indexed = drawnPoints(this.data, Math.min(this.count, this.uploaded), this.indexZoom, scale, this.indices);
    gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, this.indexBuffer);
    gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, this.indices.subarray(0, this.indexed), gl.DYNAMIC_DRAW);
    benchMeasure('live-upload', started);
  }

  render(gl: WebGLRenderingContext | WebGL2RenderingContext, options: CustomRenderMethodInput): void {
    const gl2 = gl as WebGL2RenderingContext;
    const uniforms = this.uniforms;
    if (!this.program || !uniforms || this.count === 0) return;
    gl2.useProgram(this.program);
    if (this.dirty.length > 0 || this.capacity !== this.data.length) this.upload(gl2);
    gl2.bindBuffer(gl2.ARRAY_BUFFER, this.buffer);
    const stride = floatsPerPoint * 4;
    this.attributes.forEach((location, i) => {
      gl2.enableVertexAttribArray(location);
      gl2.vertexAttribPointer(location, 2, gl2.FLOAT, false, stride, i * 2 * 4);
    });
    const t = this.progress();
    gl2.uniformMatrix4fv(uniforms.matrix, false, options.defaultProjectionData.mainMatrix as Float32Array);
    gl2.uniform1f(uniforms.t, t);
    const [scale, zoom] = [window.devicePixelRatio || 1, this.map?.getZoom() ?? 0];
    gl2.uniform1f(uniforms.scale, scale);
    gl2.uniform4fv(uniforms.colours, this.colours);
    gl2.uniform1f(uniforms.worldSize, worldSize(zoom, scale));
    gl2.uniform1f(uniforms.halfDot, halfTrailDot(scale));
    gl2.uniform1f(uniforms.topLevel, topTrailLevel);
    gl2.enable(gl2.BLEND);
    gl2.blendFunc(gl2.ONE, gl2.ONE_MINUS_SRC_ALPHA);
    this.index(gl2, zoom, scale);
    gl2.bindBuffer(gl2.ELEMENT_ARRAY_BUFFER, this.indexBuffer);
    gl2.drawElements(gl2.POINTS, this.indexed, gl2.UNSIGNED_INT, 0);
    if (this.onTop >= 0 && this.onTop < this.uploaded) gl2.drawArrays(gl2.POINTS, this.onTop, 1);
    if (t < 1) this.map?.triggerRepaint();
  }
}

/** Sorted, overlapping or touching ranges joined: one upload per stretch of changed points. */
export function mergedRanges(ranges: readonly [number, number][]): [number, number][] {
  const merged: [number, number][] = [];
  for (const [from, to] of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = merged[merged.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}
