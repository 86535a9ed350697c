import { describe, expect, it } from 'vitest';
import { vehicleLimits, vehicleSchema } from '@/lib/schemas/vehicle';

const valid = {
  name: 'Scania R450 reefer',
  plate: 'T36-E-514',
  type: 'REFRIGERATED',
  capacityKg: 20000,
  cargoLengthCm: 1330,
  cargoWidthCm: 246,
  cargoHeightCm: 260,
  trackerId: 'trk-balkancargo-05',
};

/** The message at each field that fails, for a form with these changes. */
function errors(changes: Record<string, unknown>): Record<string, string | undefined> {
  const result = vehicleSchema.safeParse({ ...valid, ...changes });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('vehicleSchema', () => {
  it('accepts a real vehicle, normalising the plate and an empty tracker id', () => {
    expect(vehicleSchema.parse({ ...valid, plate: '  bg   123-ab ', trackerId: '  ' })).toMatchObject({
      plate: 'BG 123-AB',
      trackerId: null,
    });
    expect(vehicleSchema.parse({ ...valid, plate: 'ŠA 123-ČŽ', trackerId: undefined })).toMatchObject({
      plate: 'ŠA 123-ČŽ',
      trackerId: null,
    });
  });

  it('keeps capacity within 1–60,000 kg, whole kilograms', () => {
    expect(errors({ capacityKg: vehicleLimits.capacityKgMin })).toEqual({});
    expect(errors({ capacityKg: vehicleLimits.capacityKgMax })).toEqual({});
    expect(errors({ capacityKg: 0 })).toEqual({ capacityKg: 'fleet:form.capacityRange' });
    expect(errors({ capacityKg: 60_001 })).toEqual({ capacityKg: 'fleet:form.capacityRange' });
    expect(errors({ capacityKg: 10.5 })).toEqual({ capacityKg: 'validation:wholeNumber' });
    expect(errors({ capacityKg: undefined })).toEqual({ capacityKg: 'validation:numberRequired' });
  });

  it('keeps every cargo side within 10–2,000 cm', () => {
    for (const side of ['cargoLengthCm', 'cargoWidthCm', 'cargoHeightCm']) {
      expect(errors({ [side]: 10 })).toEqual({});
      expect(errors({ [side]: 2000 })).toEqual({});
      expect(errors({ [side]: 9 })).toEqual({ [side]: 'fleet:form.cargoSideRange' });
      expect(errors({ [side]: 2001 })).toEqual({ [side]: 'fleet:form.cargoSideRange' });
    }
  });

  it('asks for a name, a plate with a digit, and a type', () => {
    expect(errors({ name: ' x ' })).toEqual({ name: 'fleet:form.nameRequired' });
    expect(errors({ name: 'x'.repeat(81) })).toEqual({ name: 'fleet:form.nameTooLong' });
    expect(errors({ plate: '' })).toEqual({ plate: 'fleet:form.plateRequired' });
    expect(errors({ plate: 'ABC-DE' })).toEqual({ plate: 'fleet:form.plateInvalid' });
    expect(errors({ plate: 'BG 123/AB' })).toEqual({ plate: 'fleet:form.plateInvalid' });
    expect(errors({ plate: '-BG 123' })).toEqual({ plate: 'fleet:form.plateInvalid' });
    expect(errors({ plate: 'BG 12345678901234' })).toEqual({ plate: 'fleet:form.plateInvalid' });
    expect(errors({ type: undefined })).toEqual({ type: 'fleet:form.typeRequired' });
    expect(errors({ type: 'TRUCK' })).toEqual({ type: 'fleet:form.typeRequired' });
  });

  it('takes a tracker id of 3–64 characters from a restricted set', () => {
    expect(errors({ trackerId: 'imei:356938035643809' })).toEqual({});
    expect(errors({ trackerId: 'a'.repeat(64) })).toEqual({});
    expect(errors({ trackerId: 'ab' })).toEqual({ trackerId: 'fleet:form.trackerIdInvalid' });
    expect(errors({ trackerId: 'a'.repeat(65) })).toEqual({ trackerId: 'fleet:form.trackerIdInvalid' });
    expect(errors({ trackerId: 'trk 01' })).toEqual({ trackerId: 'fleet:form.trackerIdInvalid' });
    expect(errors({ trackerId: '-trk01' })).toEqual({ trackerId: 'fleet:form.trackerIdInvalid' });
    expect(errors({ trackerId: 'trk<script>' })).toEqual({ trackerId: 'fleet:form.trackerIdInvalid' });
  });
});
