import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { DatePicker } from '@/components/ui/date-picker';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { useFormat } from '@/client/use-format';
import { fromCalendarDay, startOfToday, toCalendarDay } from '@/lib/calendar-day';
import { formatPlace } from '@/lib/gazetteer';
import { lastDayAhead } from '@/lib/schemas/transport';
import { AddressField } from './AddressField';
import type { End, WizardValues } from './wizard-values';

/** Address, date and the flexible flag of one end of the transport (loading or delivery). */
export function EndFields({ end }: { end: End }) {
  const { t } = useTranslation('wizard');
  const form = useFormContext<WizardValues>();
  const { lang } = useFormat();
  // Delivery cannot come before loading: its calendar starts at the loading day once one is chosen.
  const loadingDay = fromCalendarDay(useWatch({ control: form.control, name: 'loadingDate' }));
  const today = startOfToday();
  const firstDay = end === 'delivery' && loadingDay && loadingDay > today ? loadingDay : today;
  const lastDay = fromCalendarDay(lastDayAhead()) ?? undefined;
  const place = (country: string | null, lat: number | null, lon: number | null) => {
    form.setValue(`${end}Country`, country);
    form.setValue(`${end}Lat`, lat);
    form.setValue(`${end}Lon`, lon);
  };

  return (
    <fieldset className="grid content-start gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <legend className="px-1 text-base font-semibold">{t(`section.${end}`)}</legend>
      <FormField
        control={form.control}
        name={`${end}Address`}
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t(`field.${end}Address`)}</FormLabel>
            <FormControl>
              <AddressField
                {...field}
                placeholder={t('field.addressPlaceholder')}
                onChange={(text) => {
                  field.onChange(text);
                  place(null, null, null);
                }}
                onPick={(picked) => {
                  field.onChange(formatPlace(picked));
                  place(picked.country, picked.lat, picked.lon);
                }}
              />
            </FormControl>
            <FormDescription>{t('field.addressHint')}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name={`${end}Date`}
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t(`field.${end}Date`)}</FormLabel>
            <FormControl>
              <DatePicker
                lang={lang}
                value={fromCalendarDay(field.value)}
                onChange={(date) => {
                  field.onChange(date ? toCalendarDay(date) : null);
                  field.onBlur();
                }}
                fromDate={firstDay}
                toDate={lastDay}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={form.control}
        name={`${end}Flexible`}
        render={({ field }) => (
          <FormItem className="flex items-center gap-2">
            <FormControl>
              <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
            </FormControl>
            <FormLabel className="font-normal">{t(`field.${end}Flexible`)}</FormLabel>
          </FormItem>
        )}
      />
    </fieldset>
  );
}
