import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { reservationKinds, type MarkDeliveredInput } from '@/lib/schemas/delivery';

/** The reservations the receiver makes, none ticked for a delivery in order. */
export function ReservationsField() {
  const { t } = useTranslation('deliveries');
  const form = useFormContext<MarkDeliveredInput>();
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{t('form.reservations')}</legend>
      <p className="text-sm text-muted-foreground">{t('form.reservationsHint')}</p>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {reservationKinds.map((kind) => (
          <FormField
            key={kind}
            control={form.control}
            name="reservations"
            render={({ field }) => (
              <FormItem className="flex items-center gap-2">
                <FormControl>
                  <Checkbox
                    checked={field.value.includes(kind)}
                    onCheckedChange={(checked) =>
                      field.onChange(checked === true ? [...field.value, kind] : field.value.filter((kept) => kept !== kind))
                    }
                  />
                </FormControl>
                <FormLabel className="font-normal">{t(`reservation.${kind}`)}</FormLabel>
              </FormItem>
            )}
          />
        ))}
      </div>
    </fieldset>
  );
}
