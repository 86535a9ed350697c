import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { runFormMutation } from '@/client/run-form-mutation';
import { api } from '@/client/trpc';
import { useZodForm } from '@/client/use-zod-form';
import { TextField } from '@/components/app/TextField';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { deliveryRules, markDeliveredSchema, type MarkDeliveredInput } from '@/lib/schemas/delivery';
import type { MessageKey } from '@/lib/i18n/keys';
import { PhotoKeysField } from './PhotoKeysField';
import { ReservationsField } from './ReservationsField';

const fieldOfError: Partial<Record<MessageKey, keyof MarkDeliveredInput>> = {
  'deliveries:wrongCode': 'code',
  'deliveries:codeLocked': 'code',
  'deliveries:photoNotFound': 'photoKeys',
  'deliveries:absentNotNear': 'receiverAbsent',
};

interface DeliveryFormProps {
  transportId: string;
  /** The form's name, its dialog's title. */
  label: string;
  /** "Receiver absent" is the transporter's to record (a photo, the vehicle near the address); the customer is there. */
  receiverMayBeAbsent: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** The proof of delivery: the receiver and the code (or "receiver absent"), reservations, photos. */
export function DeliveryForm({ transportId, label, receiverMayBeAbsent, onDone, onCancel }: DeliveryFormProps) {
  const { t } = useTranslation('deliveries');
  const form = useZodForm(markDeliveredSchema, {
    defaultValues: {
      id: transportId,
      receiverAbsent: false,
      receiverName: '',
      code: '',
      reservations: [],
      reservationText: '',
      photoKeys: [],
    },
  });
  const [absent, reservations] = useWatch({ control: form.control, name: ['receiverAbsent', 'reservations'] });
  async function onSubmit(values: MarkDeliveredInput) {
    const outcome = await runFormMutation(form, () => api.transports.markDelivered.mutate(values), {
      success: t('form.done'),
      failure: 'deliveries:form.failed',
      fields: fieldOfError,
    });
    if (outcome.ok) onDone();
  }
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" aria-label={label}>
        {receiverMayBeAbsent && (
          <FormField
            control={form.control}
            name="receiverAbsent"
            render={({ field }) => (
              <FormItem className="flex items-center gap-2">
                <FormControl>
                  <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
                </FormControl>
                <FormLabel className="font-normal">{t('form.receiverAbsent')}</FormLabel>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        {!absent && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="receiverName"
              label={t('form.receiverName')}
              autoComplete="off"
              maxLength={deliveryRules.nameMax}
            />
            <TextField
              control={form.control}
              name="code"
              label={t('form.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              // Six digits, with the spaces they are shown with.
              maxLength={11}
            />
          </div>
        )}
        <ReservationsField />
        {(reservations ?? []).length > 0 && (
          <TextField
            control={form.control}
            name="reservationText"
            label={t('form.reservationText')}
            multiLine
            maxLength={deliveryRules.textMax}
          />
        )}
        <PhotoKeysField transportId={transportId} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t('form.submit')}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
