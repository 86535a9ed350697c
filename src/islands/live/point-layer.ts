/**
 * One MapLibre custom layer that draws every position as a GL point from one Float32Array
 * (STACK-NOTES "Maps and realtime": 25,000 moving points keep ~30 fps where GeoJSON sources stall).
 * Per vertex: previous and next mercator position, colour (vehicle status) and kind (trail, current,
 * selected). The shader blends previous → next over `moveMs` after each update, so vehicles glide.
 */
import type { CustomLayerInterface, CustomRenderMethodInput, Map as MapLibreMap } from 'maplibre-gl';

export const floatsPerPoint = 6;
export const pointKinds = { hidden: -1, trail: 0, current: 1, selected: 2 } as const;
const moveMs = 1000;

const vertexSource = `#version 300 es
uniform mat4 u_matrix;
uniform float u_t;
uniform float u_scale;
uniform vec4 u_colours[4];
in vec2 a_prev;
in vec2 a_next;
in vec2 a_style;
out vec4 v_colour;
out float v_kind;
void main() {
  gl_Position = u_matrix * vec4(mix(a_prev, a_next, u_t), 0.0, 1.0);
  v_kind = a_style.y;
  vec4 colour = u_colours[int(a_style.x)];
  v_colour = v_kind < 0.5 ? vec4(colour.rgb, 0.35) : colour;
  gl_PointSize = (v_kind < -0.5 ? 0.0 : v_kind < 0.5 ? 3.0 : v_kind < 1.5 ? 10.0 : 16.0) * u_scale;
}`;

const fragmentSource = `#version 300 es
precision mediump float;
in vec4 v_colour;
in float v_kind;
out vec4 fragColor;
void main() {
  float r = length(gl_PointCoord - 0.5) * 2.0;
  if (r > 1.0) discard;
  // Current positions get a light ring so they stand out of their trails on land and sea.
  vec3 rgb = v_kind > 0.5 && r > 0.7 ? vec3(1.0) : v_colour.rgb;
  fragColor = vec4(rgb * v_colour.a, v_colour.a);
}`;

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
  private dirty: [number, number] | null = null;
  private movedAt = -Infinity;
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
    this.buffer = gl2.createBuffer();
    this.capacity = 0;
    this.dirty = [0, this.count];
  }

  onRemove(): void {
    this.gl?.deleteBuffer(this.buffer);
    this.gl?.deleteProgram(this.program);
    this.gl = null;
    this.map = null;
  }

  /** Points `from`..`to` (indices) changed; `moved` starts a new glide from previous to next. */
  changed(from: number, to: number, moved = false): void {
    this.dirty = this.dirty ? [Math.min(this.dirty[0], from), Math.max(this.dirty[1], to)] : [from, to];
    if (moved) this.movedAt = performance.now();
    this.map?.triggerRepaint();
  }

  /** How far the current glide is, 0..1: the owner blends previous → next by it before an update. */
  progress(): number {
    return Math.min(1, (performance.now() - this.movedAt) / moveMs);
  }

  private upload(gl: WebGL2RenderingContext): void {
    gl.bindBuffer(gl.ARRAY_BUFFER, this.buffer);
    if (this.capacity !== this.data.length) {
      gl.bufferData(gl.ARRAY_BUFFER, this.data, gl.DYNAMIC_DRAW);
      this.capacity = this.data.length;
    } else if (this.dirty) {
      const [from, to] = this.dirty;
      gl.bufferSubData(gl.ARRAY_BUFFER, from * floatsPerPoint * 4, this.data, from * floatsPerPoint, (to - from) * floatsPerPoint);
    }
    this.dirty = null;
    this.uploaded = this.count;
  }

  render(gl: WebGLRenderingContext | WebGL2RenderingContext, options: CustomRenderMethodInput): void {
    const gl2 = gl as WebGL2RenderingContext;
    if (!this.program || this.count === 0) return;
    gl2.useProgram(this.program);
    if (this.dirty || this.capacity !== this.data.length) this.upload(gl2);
    gl2.bindBuffer(gl2.ARRAY_BUFFER, this.buffer);
    const stride = floatsPerPoint * 4;
    const attribute = (name: string, offset: number) => {
      const location = gl2.getAttribLocation(this.program!, name);
      gl2.enableVertexAttribArray(location);
      gl2.vertexAttribPointer(location, 2, gl2.FLOAT, false, stride, offset * 4);
    };
    attribute('a_prev', 0);
    attribute('a_next', 2);
    attribute('a_style', 4);
    const t = this.progress();
    gl2.uniformMatrix4fv(gl2.getUniformLocation(this.program, 'u_matrix'), false, options.defaultProjectionData.mainMatrix as Float32Array);
    gl2.uniform1f(gl2.getUniformLocation(this.program, 'u_t'), t);
    gl2.uniform1f(gl2.getUniformLocation(this.program, 'u_scale'), window.devicePixelRatio || 1);
    gl2.uniform4fv(gl2.getUniformLocation(this.program, 'u_colours'), this.colours);
    gl2.enable(gl2.BLEND);
    gl2.blendFunc(gl2.ONE, gl2.ONE_MINUS_SRC_ALPHA);
    gl2.drawArrays(gl2.POINTS, 0, Math.min(this.count, this.uploaded));
    if (this.onTop >= 0 && this.onTop < this.uploaded) gl2.drawArrays(gl2.POINTS, this.onTop, 1);
    if (t < 1) this.map?.triggerRepaint();
  }
}
