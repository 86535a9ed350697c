/**
 * The point layer's shaders. Per vertex: two mercator positions and a style (colour index plus 4 ×
 * thinning level; kind: -1 hidden, 0 trail, 1 current, 2 selected). A current position glides from
 * the first to the second by u_t. A trail point is the second; the first is the point of its
 * vehicle's trail that it would be drawn beside (live-model.ts `TrailThinning`): when they fall within
 * half a dot of each other on screen, as when zoomed out, the point is left out, unless its level is
 * the top one. Fewer, not smaller, dots: software rendering pays per point.
 */
export const vertexSource = `#version 300 es
uniform mat4 u_matrix;
uniform float u_t;
uniform float u_scale;
uniform vec4 u_colours[4];
uniform float u_worldSize;
uniform float u_halfDot;
uniform float u_topLevel;
in vec2 a_prev;
in vec2 a_next;
in vec2 a_style;
out vec4 v_colour;
out float v_kind;
const float trailAlpha = 0.35;
void hide() {
  // Outside the clip volume: dropped before rasterising.
  gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
  gl_PointSize = 0.0;
  v_colour = vec4(0.0);
}
void main() {
  v_kind = a_style.y;
  float level = floor(a_style.x / 4.0);
  if (v_kind < -0.5) {
    hide();
    return;
  }
  vec4 colour = u_colours[int(a_style.x - level * 4.0)];
  if (v_kind < 0.5) {
    // On screen, in device pixels (the map is flat: mercator units times the world's size).
    float gap = length(a_next - a_prev) * u_worldSize;
    if (level < u_topLevel && gap < u_halfDot) {
      hide();
      return;
    }
    gl_Position = u_matrix * vec4(a_next, 0.0, 1.0);
    // The vehicle's points are spacing apart; 1 in stands of them is drawn (the first level whose
    // gap reaches half a dot), so each drawn dot is as opaque as those it stands for were together
    // and a thinned trail looks as it did whole.
    float spacing = gap / exp2(level);
    float stands = spacing > 0.0 ? clamp(exp2(ceil(log2(u_halfDot / spacing))), 1.0, exp2(u_topLevel)) : 1.0;
    v_colour = vec4(colour.rgb, 1.0 - pow(1.0 - trailAlpha, stands));
  } else {
    gl_Position = u_matrix * vec4(mix(a_prev, a_next, u_t), 0.0, 1.0);
    v_colour = colour;
  }
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
