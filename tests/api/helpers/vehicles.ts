/** Fixtures for the fleet API tests: a valid vehicle form. */
import crypto from 'node:crypto';
import type { VehicleFormValues } from '@/lib/schemas/vehicle';

/** A Sprinter-sized van with a plate and tracker id no other test uses. */
export function validVehicle(overrides: Partial<VehicleFormValues> = {}) {
  const unique = crypto.randomBytes(3).toString('hex').toUpperCase();
  return {
    name: 'Mercedes-Benz Sprinter 316',
    plate: `BG ${parseInt(unique, 16) % 1000}-${unique.slice(0, 2).replace(/\d/g, 'X')}`,
    type: 'VAN' as const,
    capacityKg: 1300,
    cargoLengthCm: 430,
    cargoWidthCm: 178,
    cargoHeightCm: 194,
    trackerId: `trk-${unique}`,
    ...overrides,
  };
}
