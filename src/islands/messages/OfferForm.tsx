import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { runFormMutation } from '@/client/run-form-mutation';
import { api } from '@/client/trpc';
import { useZodForm } from '@/client/use-zod-form';
import { NumberField } from '@/components/app/NumberField';
import { SelectField } from '@/components/app/SelectField';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { endOfDayUtc } from '@/lib/schemas/bid';
import { localInputValue, offerFormSchema, offerInput, type OfferFormValues } from './offer-form';

interface OfferFormProps {
  threadId: string;
  currency: string;
  loadingDate: string | null;
  onCancel: () => void;
  onSent: () => void;
}

/** The amount in the bid's currency and how long it stands; the server caps it at the loading day's end. */
export function OfferForm({ threadId, currency, loadingDate, onCancel, onSent }: OfferFormProps) {
  const { t } = useTranslation(['messages', 'common']);
  const form = useZodForm(offerFormSchema, { defaultValues: { threadId, amount: null, duration: '24h', validUntil: undefined } });
  const duration = useWatch({ control: form.control, name: 'duration' });
  useEffect(() => {
    if (duration !== 'custom') form.resetField('validUntil');
  }, [duration, form]);
  // Read once, when the form opens.
  const [opened] = useState(() => new Date());
  const loadingDayAhead = loadingDate !== null && endOfDayUtc(loadingDate).getTime() > opened.getTime();

  async function onSubmit(values: OfferFormValues) {
    const outcome = await runFormMutation(form, () => api.messages.offer.mutate(offerInput(values, loadingDate)), {
      success: t('offerForm.sent'),
      fields: {
        'bids:amountPositive': 'amount',
        'bids:amountCents': 'amount',
        'validation:numberRequired': 'amount',
        'messages:offerUntilRequired': 'validUntil',
        'messages:offerUntilPast': 'validUntil',
      },
    });
    if (outcome.ok) onSent();
  }

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        <NumberField control={form.control} name="amount" label={t('offerForm.amount', { currency })} min={0} step="0.01" />
        <SelectField
          control={form.control}
          name="duration"
          label={t('offerForm.until')}
          options={[
            { value: '24h', label: t('offerForm.until24h') },
            ...(loadingDayAhead ? [{ value: 'loadingDay', label: t('offerForm.untilLoadingDay') }] : []),
            { value: 'custom', label: t('offerForm.untilCustom') },
          ]}
        />
        {duration === 'custom' && (
          <FormField
            control={form.control}
            name="validUntil"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('offerForm.at')}</FormLabel>
                <FormControl>
                  <Input
                    type="datetime-local"
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    min={localInputValue(opened)}
                    // Uncontrolled: a half-typed moment reads as empty and must not clear what is being typed.
                    defaultValue=""
                    onChange={(event) => field.onChange(event.target.value ? new Date(event.target.value) : undefined)}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t('offerForm.submit')}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
