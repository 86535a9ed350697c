import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { NumberField } from '@/components/app/NumberField';
import { SelectField } from '@/components/app/SelectField';
import { DatePicker } from '@/components/ui/date-picker';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { defaultBiddingDay } from '@/lib/auction-terms';
import { fromCalendarDay, startOfToday, toCalendarDay } from '@/lib/calendar-day';
import { currencies } from '@/lib/constants';
import { LockedAfterBids } from './edit-lock';
import type { WizardValues } from './wizard-values';

const currencyOptions = currencies.map((currency) => ({ value: currency, label: currency }));

/** An optional price and its currency, with a hint under them. */
function PriceFields({ price }: { price: 'budget' | 'bookNow' }) {
  const { t } = useTranslation('wizard');
  const { control } = useFormContext<WizardValues>();
  return (
    <div className="grid gap-1">
      <div className="grid grid-cols-[1fr_auto] items-start gap-3">
        <NumberField control={control} name={`${price}Amount`} label={t(`auction.${price}`)} min={0} step="0.01" />
        <SelectField
          control={control}
          name={`${price}Currency`}
          label={t('auction.currency')}
          options={currencyOptions}
          triggerClassName="w-24"
        />
      </div>
      <p className="text-sm text-muted-foreground">{t(`auction.${price}Hint`)}</p>
    </div>
  );
}

/**
 * The auction's terms on the summary step (issue 28): the last day bids are taken (shown as the
 * default, the day before loading, until the customer picks another), an optional budget and an
 * optional book-now price.
 */
export function AuctionTermsFields() {
  const { t } = useTranslation('wizard');
  const { control } = useFormContext<WizardValues>();
  const { lang } = useFormat();
  const loadingDate = useWatch({ control, name: 'loadingDate' });
  return (
    <fieldset className="grid gap-4 border-t pt-4">
      <legend className="float-left mb-1 text-base font-semibold">{t('auction.heading')}</legend>
      <FormField
        control={control}
        name="biddingEndsOn"
        render={({ field }) => (
          <FormItem className="clear-left">
            <FormLabel>{t('auction.deadline')}</FormLabel>
            <FormControl>
              <DatePicker
                lang={lang}
                value={fromCalendarDay(field.value ?? (loadingDate ? defaultBiddingDay(loadingDate) : null))}
                onChange={(date) => {
                  field.onChange(date ? toCalendarDay(date) : null);
                  field.onBlur();
                }}
                fromDate={startOfToday()}
              />
            </FormControl>
            <FormDescription>{t('auction.deadlineHint')}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <PriceFields price="budget" />
      {/* The book-now price is what bids were placed beside: an edit after bids keeps it (src/lib/transport-edit.ts). */}
      <LockedAfterBids>
        <PriceFields price="bookNow" />
      </LockedAfterBids>
    </fieldset>
  );
}
