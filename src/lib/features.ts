/**
 * Features the spec describes that have not landed yet. A text that promises one of them is shown
 * only once its flag here is true (issue 14): turn a flag on in the change that ships the feature.
 */
export const features = {
  /** Transporters browse open requests and bid on them (the transporter area's Transports page). */
  transporterMarketplace: true,
  /** Transporters keep their vehicles: cargo space, capacity, tracker id and status (the Fleet page). */
  fleet: true,
  /** Transporters follow their vehicles live on a map (the Live tracking page). */
  liveTracking: true,
} as const;

export type Feature = keyof typeof features;
