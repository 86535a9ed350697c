import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { DeliveryTypeChoice } from './DeliveryTypeChoice';
import { TransportSummary } from './TransportSummary';
import type { WizardValues } from './wizard-values';

/** Step 3: title, delivery type, an optional description and the terms, beside the summary. */
export function SummaryStep() {
  const { t } = useTranslation('wizard');
  const { control } = useFormContext<WizardValues>();
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
      <div className="grid content-start gap-5 rounded-xl border bg-card p-4 sm:p-6">
        <FormField control={control} name="title" render={({ field }) => (
          <FormItem>
            <FormLabel>{t('field.title')}</FormLabel>
            <FormControl><Input placeholder={t('field.titlePlaceholder')} {...field} /></FormControl>
            <FormMessage />
          </FormItem>
        )} />
        <FormField control={control} name="deliveryType" render={({ field, fieldState }) => (
          <FormItem className="group" data-error={!!fieldState.error}>
            <FormControl>
              <DeliveryTypeChoice label={t('field.deliveryType')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )} />
        <FormField control={control} name="description" render={({ field }) => (
          <FormItem>
            <FormLabel>{t('field.details')}</FormLabel>
            <FormControl><Textarea rows={4} placeholder={t('field.detailsPlaceholder')} {...field} /></FormControl>
            <FormMessage />
          </FormItem>
        )} />
        <FormField control={control} name="acceptTerms" render={({ field }) => (
          <FormItem>
            <div className="flex items-center gap-2">
              <FormControl>
                <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} onBlur={field.onBlur} />
              </FormControl>
              <FormLabel className="font-normal">
                {t('field.acceptTerms')}{' '}
                <a href="/home/help/terms" target="_blank" className="text-primary underline underline-offset-4">{t('field.termsLink')}</a>
              </FormLabel>
            </div>
            <FormMessage />
          </FormItem>
        )} />
      </div>
      <TransportSummary />
    </div>
  );
}
