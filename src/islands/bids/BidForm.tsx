import { useTranslation } from 'react-i18next';
import { runFormMutation } from '@/client/run-form-mutation';
import { api } from '@/client/trpc';
import { useFormat } from '@/client/use-format';
import { useZodForm } from '@/client/use-zod-form';
import { NumberField } from '@/components/app/NumberField';
import { SelectField } from '@/components/app/SelectField';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { PriceBand } from '@/islands/price-band/PriceBand';
import { currencies } from '@/lib/constants';
import { bidFormSchema, offerValidities, validUntilFor, type BidFormInput, type BidFormValues } from '@/lib/schemas/bid';
import { anyVehicleFits, fieldOfError, type VehicleChoice } from './bid-form';
import { BidVehicleField } from './BidVehicleField';

interface BidFormProps {
  transportId: string;
  loadingDate: string;
  days: readonly string[];
  choices: readonly VehicleChoice[];
  initial: BidFormInput;
  /** A standing bid's moment (null: until the auction closes), offered as the validity to keep; undefined for none. */
  standsUntil?: Date | null;
  /** Whether the caller already has a bid here (placing again updates it). */
  updating: boolean;
  onSaved: () => void;
}

/** Amount and currency, pickup day within the window, the vehicle, how long the offer stands, a message. */
export function BidForm({ transportId, loadingDate, days, choices, initial, standsUntil, updating, onSaved }: BidFormProps) {
  const { t } = useTranslation('bids');
  const format = useFormat();
  const form = useZodForm(bidFormSchema, { defaultValues: initial });

  async function onSubmit({ validity, ...values }: BidFormValues) {
    const outcome = await runFormMutation(
      form,
      // 'current' sends no validUntil: the server keeps the moment the bid already stands until.
      () =>
        api.bids.place.mutate({
          ...values,
          transportId,
          validUntil: validity === 'current' ? undefined : validUntilFor(validity, loadingDate),
        }),
      { success: t(updating ? 'toast.updated' : 'toast.placed'), failure: 'bids:toast.failed', fields: fieldOfError },
    );
    if (outcome.ok) onSaved();
  }

  const currentValidity = (until: Date | null) =>
    until ? t('panel.standsUntil', { date: format.dateTime(until) }) : t('panel.untilClosed');
  const window = days.length > 1 ? t('form.pickupWindow', { from: format.day(days[0]!), to: format.day(days.at(-1)!) }) : null;
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" aria-label={t('panel.heading')}>
        <div className="grid grid-cols-[1fr_auto] gap-3">
          <NumberField control={form.control} name="amount" label={t('form.amount')} min={0} step="0.01" />
          <SelectField
            control={form.control}
            name="currency"
            label={t('form.currency')}
            options={currencies.map((currency) => ({ value: currency, label: currency }))}
            triggerClassName="w-24"
          />
        </div>
        <PriceBand source={{ transportId }} currency={form.watch('currency') ?? 'EUR'} />
        <SelectField
          control={form.control}
          name="pickupDate"
          label={t('form.pickupDate')}
          options={days.map((day) => ({ value: day, label: format.longDay(day) }))}
          description={window}
        />
        <BidVehicleField control={form.control} choices={choices} />
        <SelectField
          control={form.control}
          name="validity"
          label={t('form.validity')}
          options={[
            ...(standsUntil === undefined ? [] : [{ value: 'current', label: currentValidity(standsUntil) }]),
            ...offerValidities.map((validity) => ({ value: validity, label: t(`validity.${validity}`) })),
          ]}
        />
        <FormField
          control={form.control}
          name="message"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('form.message')}</FormLabel>
              <FormControl>
                <Textarea rows={3} {...field} value={field.value ?? ''} />
              </FormControl>
              <FormDescription>{t('form.messageHint')}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting || !anyVehicleFits(choices)}>
          {t(updating ? 'form.update' : 'form.place')}
        </Button>
      </form>
    </Form>
  );
}
