import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/app/NumberField';
import { SelectField } from '@/components/app/SelectField';
import { TextField } from '@/components/app/TextField';
import { vehicleTypes } from '@/lib/constants';
import { vehicleLimits, type VehicleFormValues, type VehicleInput } from '@/lib/schemas/vehicle';
import { TrackerIdField } from './TrackerIdField';

type VehicleControl = Control<VehicleFormValues, unknown, VehicleInput>;
const cargoSides = ['cargoLengthCm', 'cargoWidthCm', 'cargoHeightCm'] as const;

/** The vehicle form's fields, in the order a registration document lists them. */
export function VehicleFormFields({ control }: { control: VehicleControl }) {
  const { t } = useTranslation('fleet');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          control={control}
          name="name"
          label={t('field.name')}
          placeholder={t('field.namePlaceholder')}
          maxLength={vehicleLimits.nameMax}
        />
        <TextField
          control={control}
          name="plate"
          label={t('field.plate')}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="type"
          label={t('field.type')}
          options={vehicleTypes.map((type) => ({ value: type, label: t(`vehicleType.${type}`) }))}
        />
        <NumberField control={control} name="capacityKg" label={t('field.capacityKg')} min={1} step={1} />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">{t('column.cargoSpace')}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          {cargoSides.map((side) => (
            <NumberField key={side} control={control} name={side} label={t(`field.${side}`)} min={10} step={1} className="content-start" />
          ))}
        </div>
        <p className="text-sm text-muted-foreground">{t('field.cargoHint')}</p>
      </fieldset>
      <TrackerIdField control={control} />
    </>
  );
}
