import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { BidFormInput, BidFormValues } from '@/lib/schemas/bid';
import { anyVehicleFits, type VehicleChoice } from './bid-form';

interface BidVehicleFieldProps {
  control: Control<BidFormInput, unknown, BidFormValues>;
  choices: readonly VehicleChoice[];
}

/**
 * The company's vehicles, those that can do the load first; the others disabled, each with its reason,
 * and said before the list is opened when none can (the form then has nothing to place).
 */
export function BidVehicleField({ control, choices }: BidVehicleFieldProps) {
  const { t } = useTranslation(['bids', 'fleet']);
  const noneFits = choices.length > 0 && !anyVehicleFits(choices);
  return (
    <FormField
      control={control}
      name="vehicleId"
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t('form.vehicle')}</FormLabel>
          {choices.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('form.noVehicles')}</p>
          ) : (
            <Select value={field.value ?? ''} onValueChange={field.onChange} name={field.name}>
              <FormControl>
                <SelectTrigger className="w-full" onBlur={field.onBlur}>
                  <SelectValue placeholder={t('form.chooseVehicle')} />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {choices.map((choice) => {
                  const vehicle = t('form.vehicleOption', { name: choice.name, plate: choice.plate });
                  return (
                    <SelectItem key={choice.id} value={choice.id} disabled={choice.refusal !== null}>
                      {choice.refusal ? t('form.vehicleRefused', { vehicle, reason: t(choice.refusal) }) : vehicle}
                    </SelectItem>
                  );
                })}
              </SelectContent>
            </Select>
          )}
          {noneFits && <FormDescription>{t('form.noFittingVehicle')}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
