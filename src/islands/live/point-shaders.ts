/**
 * The point layer's shaders. Per vertex: previous and next mercator position, and style (colour
 * index, kind: -1 hidden, 0 trail, 1 current, 2 selected). The position glides previous → next by u_t.
 */
export const vertexSource = `#version 300 es
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
  v_kind = a_style.y;
  if (v_kind < -0.5) {
    // Hidden (an unused trail slot): outside the clip volume, dropped before rasterising.
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    gl_PointSize = 0.0;
    v_colour = vec4(0.0);
    return;
  }
  gl_Position = u_matrix * vec4(mix(a_prev, a_next, u_t), 0.0, 1.0);
  vec4 colour = u_colours[int(a_style.x)];
  v_colour = v_kind < 0.5 ? vec4(colour.rgb, 0.35) : colour;
  gl_PointSize = (v_kind < 0.5 ? 3.0 : v_kind < 1.5 ? 10.0 : 16.0) * u_scale;
}`;

export const fragmentSource = `#version 300 es
precision mediump float;
in vec4 v_colour;
in float v_kind;
out vec4 fragColor;
void main() {
  // A 3 px trail dot is drawn square: rounding it costs a square root per fragment and shows nothing.
  if (v_kind < 0.5) {
    fragColor = vec4(v_colour.rgb * v_colour.a, v_colour.a);
    return;
  }
  float r = length(gl_PointCoord - 0.5) * 2.0;
  if (r > 1.0) discard;
  // Current positions get a light ring so they stand out of their trails on land and sea.
  vec3 rgb = v_kind > 0.5 && r > 0.7 ? vec3(1.0) : v_colour.rgb;
  fragColor = vec4(rgb * v_colour.a, v_colour.a);
}`;
