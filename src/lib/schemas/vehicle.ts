/**
 * The vehicle form, shared by the Fleet page's dialog (zodResolver) and fleet.create / fleet.update
 * (.input()). Volume and the item types a vehicle carries are not asked: the server derives them.
 */
import * as z from 'zod/mini';
import { vehicleTypes } from '@/lib/constants';
import { fillable } from './fields';
import { singleLineText } from './text';

/** Bounds a real road vehicle stays within (README, Fleet). */
export const vehicleLimits = {
  nameMin: 2,
  nameMax: 80,
  plateMax: 16,
  capacityKgMin: 1,
  capacityKgMax: 60_000,
  cargoSideCmMin: 10,
  cargoSideCmMax: 2_000,
  trackerIdMax: 64,
  /** The most vehicles one company keeps: the Fleet page reads them all in one query. */
  fleetMax: 100,
} as const;

/** Letters (any script), digits, spaces, hyphens and dots, with at least one digit: "BG 123-AB", "G 4821 K". */
const platePattern = /^(?=.*\p{N})[\p{L}\p{N}][\p{L}\p{N} .-]*$/u;
/** What trackers report under: ASCII letters and digits, then also '.', '_', ':' and '-'; 3 to 64 characters. */
export const trackerIdPattern = /^[A-Za-z0-9][A-Za-z0-9._:-]{2,63}$/;

const wholeNumber = (min: number, max: number, range: 'fleet:form.capacityRange' | 'fleet:form.cargoSideRange') =>
  fillable(z.number('validation:numberRequired').check(z.int('validation:wholeNumber'), z.gte(min, range), z.lte(max, range)));
const cargoSide = wholeNumber(vehicleLimits.cargoSideCmMin, vehicleLimits.cargoSideCmMax, 'fleet:form.cargoSideRange');

export const vehicleSchema = z.object({
  name: singleLineText({
    min: vehicleLimits.nameMin,
    max: vehicleLimits.nameMax,
    tooShort: 'fleet:form.nameRequired',
    tooLong: 'fleet:form.nameTooLong',
  }),
  plate: singleLineText({
    min: 1,
    max: vehicleLimits.plateMax,
    tooShort: 'fleet:form.plateRequired',
    tooLong: 'fleet:form.plateInvalid',
  }).check(
    // One space between parts, as a plate is read; "bg  123" and "BG 123" are the same plate anyway.
    z.overwrite((value) => value.replace(/\s+/g, ' ').toUpperCase()),
    z.refine((value) => value === '' || platePattern.test(value), 'fleet:form.plateInvalid'),
  ),
  type: fillable(z.enum(vehicleTypes, 'fleet:form.typeRequired')),
  capacityKg: wholeNumber(vehicleLimits.capacityKgMin, vehicleLimits.capacityKgMax, 'fleet:form.capacityRange'),
  cargoLengthCm: cargoSide,
  cargoWidthCm: cargoSide,
  cargoHeightCm: cargoSide,
  /** Optional: empty means no tracker (null). */
  trackerId: z
    .pipe(
      z.nullish(z.string('fleet:form.trackerIdInvalid').check(z.trim())),
      z.transform((value) => value || null),
    )
    .check(z.refine((value) => value === null || trackerIdPattern.test(value), 'fleet:form.trackerIdInvalid')),
});
export type VehicleInput = z.infer<typeof vehicleSchema>;
export type VehicleFormValues = z.input<typeof vehicleSchema>;

export const vehicleIdSchema = z.object({ id: z.uuid('validation:invalidInput') });
export const updateVehicleSchema = z.extend(vehicleSchema, vehicleIdSchema.shape);
/** Only these are set by hand; ON_JOB follows the job. */
export const manualVehicleStatuses = ['AVAILABLE', 'MAINTENANCE'] as const;
export const setVehicleStatusSchema = z.object({ id: z.uuid('validation:invalidInput'), status: z.enum(manualVehicleStatuses) });

export type VehicleIdInput = z.infer<typeof vehicleIdSchema>;
export type UpdateVehicleInput = z.infer<typeof updateVehicleSchema>;
export type SetVehicleStatusInput = z.infer<typeof setVehicleStatusSchema>;
