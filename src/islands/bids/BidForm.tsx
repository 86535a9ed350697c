import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { useFormat } from '@/client/use-format';
import { useZodForm } from '@/client/use-zod-form';
import { NumberInput } from '@/components/app/NumberInput';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { currencies } from '@/lib/constants';
import { bidFormSchema, offerValidities, validUntilFor, type BidFormInput, type BidFormValues } from '@/lib/schemas/bid';
import { fieldOfError, type VehicleChoice } from './bid-form';
import { BidVehicleField } from './BidVehicleField';

interface BidFormProps {
  transportId: string;
  loadingDate: string;
  days: readonly string[];
  choices: readonly VehicleChoice[];
  initial: BidFormInput;
  /** Whether the caller already has a bid here (placing again updates it). */
  updating: boolean;
  onSaved: () => void;
}

/** Amount and currency, pickup day within the window, the vehicle, how long the offer stands, a message. */
export function BidForm({ transportId, loadingDate, days, choices, initial, updating, onSaved }: BidFormProps) {
  const { t } = useTranslation('bids');
  const format = useFormat();
  const form = useZodForm(bidFormSchema, { defaultValues: initial });

  async function onSubmit({ validity, ...values }: BidFormValues) {
    const outcome = await runWithToasts(
      () => api.bids.place.mutate({ ...values, transportId, validUntil: validUntilFor(validity, loadingDate) }),
      { success: t(updating ? 'toast.updated' : 'toast.placed'), failure: 'bids:toast.failed' },
    );
    if (outcome.ok) return onSaved();
    const field = fieldOfError(outcome.key);
    if (field) form.setError(field, { message: outcome.key }, { shouldFocus: true });
  }

  const window = days.length > 1 ? t('form.pickupWindow', { from: format.day(days[0]!), to: format.day(days.at(-1)!) }) : null;
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" aria-label={t('panel.heading')}>
        <div className="grid grid-cols-[1fr_auto] gap-3">
          <FormField
            control={form.control}
            name="amount"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('form.amount')}</FormLabel>
                <FormControl>
                  <NumberInput min={0} step="0.01" value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="currency"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('form.currency')}</FormLabel>
                <Select value={field.value ?? ''} onValueChange={field.onChange} name={field.name}>
                  <FormControl>
                    <SelectTrigger className="w-24" onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {currencies.map((currency) => (
                      <SelectItem key={currency} value={currency}>
                        {currency}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <FormField
          control={form.control}
          name="pickupDate"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('form.pickupDate')}</FormLabel>
              <Select value={field.value ?? ''} onValueChange={field.onChange} name={field.name}>
                <FormControl>
                  <SelectTrigger className="w-full" onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {days.map((day) => (
                    <SelectItem key={day} value={day}>
                      {format.longDay(day)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {window && <FormDescription>{window}</FormDescription>}
              <FormMessage />
            </FormItem>
          )}
        />
        <BidVehicleField control={form.control} choices={choices} />
        <FormField
          control={form.control}
          name="validity"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('form.validity')}</FormLabel>
              <Select value={field.value ?? ''} onValueChange={field.onChange} name={field.name}>
                <FormControl>
                  <SelectTrigger className="w-full" onBlur={field.onBlur}>
                    <SelectValue />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {offerValidities.map((validity) => (
                    <SelectItem key={validity} value={validity}>
                      {t(`validity.${validity}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
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
        <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting || choices.length === 0}>
          {t(updating ? 'form.update' : 'form.place')}
        </Button>
      </form>
    </Form>
  );
}
