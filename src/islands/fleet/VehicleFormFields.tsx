import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField } from '@/components/app/NumberField';
import { SelectField } from '@/components/app/SelectField';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { vehicleTypes } from '@/lib/constants';
import { vehicleLimits, type VehicleFormValues, type VehicleInput } from '@/lib/schemas/vehicle';

type VehicleControl = Control<VehicleFormValues, unknown, VehicleInput>;
const cargoSides = ['cargoLengthCm', 'cargoWidthCm', 'cargoHeightCm'] as const;

/** The vehicle form's fields, in the order a registration document lists them. */
export function VehicleFormFields({ control }: { control: VehicleControl }) {
  const { t } = useTranslation('fleet');
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField
          control={control}
          name="name"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('field.name')}</FormLabel>
              <FormControl>
                <Input placeholder={t('field.namePlaceholder')} maxLength={vehicleLimits.nameMax} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="plate"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('field.plate')}</FormLabel>
              <FormControl>
                <Input autoCapitalize="characters" autoComplete="off" spellCheck={false} {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
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
      <FormField
        control={control}
        name="trackerId"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t('field.trackerId')}</FormLabel>
            <FormControl>
              <Input autoComplete="off" spellCheck={false} maxLength={vehicleLimits.trackerIdMax} {...field} value={field.value ?? ''} />
            </FormControl>
            <FormDescription>{t('field.trackerIdHint')}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </>
  );
}
