/**
 * Load estimates shared by the transport wizard and the server: total weight, total volume and the
 * smallest vehicle class that carries them. Pure functions; items use the form's units (kg, cm).
 */
export interface ItemMeasures {
  quantity: number;
  weightKg: number;
  widthCm: number;
  heightCm: number;
  lengthCm: number;
}

export type SuggestedVehicle = 'VAN' | 'BOX_TRUCK' | 'TRUCK';

/** The largest load each class takes; anything bigger needs a TRUCK. */
export const vehicleLimits = {
  VAN: { maxWeightKg: 1000, maxVolumeM3: 3.5 },
  BOX_TRUCK: { maxWeightKg: 7000, maxVolumeM3: 20 },
} as const;

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Σ weight × quantity, in kg (rounded to 2 decimals so 0.1 + 0.2 stays 0.3). */
export function estimateWeightKg(items: readonly ItemMeasures[]): number {
  return round2(items.reduce((sum, item) => sum + item.weightKg * item.quantity, 0));
}

/** Σ width × height × length × quantity, cm³ → m³, rounded to 2 decimals. */
export function estimateVolumeM3(items: readonly ItemMeasures[]): number {
  const cubicCm = items.reduce((sum, item) => sum + item.widthCm * item.heightCm * item.lengthCm * item.quantity, 0);
  return round2(cubicCm / 1e6);
}

export function suggestVehicle(weightKg: number, volumeM3: number): SuggestedVehicle {
  const fits = (limit: { maxWeightKg: number; maxVolumeM3: number }) => weightKg <= limit.maxWeightKg && volumeM3 <= limit.maxVolumeM3;
  if (fits(vehicleLimits.VAN)) return 'VAN';
  if (fits(vehicleLimits.BOX_TRUCK)) return 'BOX_TRUCK';
  return 'TRUCK';
}

/** All three at once, as stored on a transport. */
export function estimateLoad(items: readonly ItemMeasures[]) {
  const weightKg = estimateWeightKg(items);
  const volumeM3 = estimateVolumeM3(items);
  return { weightKg, volumeM3, vehicle: suggestVehicle(weightKg, volumeM3) };
}
