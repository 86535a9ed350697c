/** What the fleet handlers share: the row a form becomes, and the translated refusals of its unique keys. */
import { TRPCError } from '@trpc/server';
import type { VehicleInput } from '@/lib/schemas/vehicle';
import { carriedItemTypes, cargoVolumeM3 } from '@/lib/vehicle-fit';
import { violatedConstraint } from '../../platform/unique-violation';

/** The stored columns of a vehicle as the form gives them, volume and carried item types derived here. */
export function vehicleValues(input: VehicleInput) {
  return {
    name: input.name,
    plate: input.plate,
    type: input.type,
    capacityKg: input.capacityKg,
    cargoLengthCm: input.cargoLengthCm,
    cargoWidthCm: input.cargoWidthCm,
    cargoHeightCm: input.cargoHeightCm,
    capacityM3: cargoVolumeM3(input),
    carries: [...carriedItemTypes[input.type]],
    trackerId: input.trackerId,
  };
}

/** Each unique key of vehicles and the field its refusal is shown at (the key names the field). */
const conflictKeys = {
  vehicles_company_plate_unique: 'fleet:error.plateTaken',
  vehicles_tracker_id_unique: 'fleet:error.trackerTaken',
} as const;

/** Runs a write; a taken plate or tracker id becomes CONFLICT with its key, anything else is rethrown. */
export async function withVehicleConflicts<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint && constraint in conflictKeys) {
      throw new TRPCError({ code: 'CONFLICT', message: conflictKeys[constraint as keyof typeof conflictKeys], cause: error });
    }
    throw error;
  }
}

export const vehicleNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'fleet:error.notFound' });
