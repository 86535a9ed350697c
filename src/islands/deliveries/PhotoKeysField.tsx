import { useFormContext } from 'react-hook-form';
import { translate } from '@/client/i18n';
import { FormField } from '@/components/ui/form';
import type { MessageKey } from '@/lib/i18n/keys';
import { DeliveryPhotosField } from './DeliveryPhotosField';

/** A delivery form's photos (the delivery and a damage report): DeliveryPhotosField bound to `photoKeys`, its error translated. */
export function PhotoKeysField({ transportId }: { transportId: string }) {
  const form = useFormContext<{ photoKeys?: string[] }>();
  return (
    <FormField
      control={form.control}
      name="photoKeys"
      render={({ field, fieldState }) => (
        <DeliveryPhotosField
          transportId={transportId}
          keys={field.value ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message ? translate(fieldState.error.message as MessageKey) : undefined}
        />
      )}
    />
  );
}
