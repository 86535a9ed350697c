/**
 * The point layer's vertex format: per point, floats for two mercator positions (x, y each), the
 * style (colour index + 4 × trail thinning level) and the kind. live-model.ts writes it,
 * point-layer.ts uploads and draws it, point-shaders.ts reads it.
 */
export const floatsPerPoint = 6;
export const pointKinds = { hidden: -1, trail: 0, current: 1, selected: 2 } as const;
/** Trail points of this thinning level are always drawn (1 in 2^level of a vehicle's points). */
export const topTrailLevel = 5;
