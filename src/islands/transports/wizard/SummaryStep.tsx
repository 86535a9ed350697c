import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TermsField } from '@/components/app/TermsField';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { transportLimits } from '@/lib/schemas/transport';
import { AuctionTermsFields } from './AuctionTermsFields';
import { CharacterCount } from './CharacterCount';
import { DeliveryTypeField } from './DeliveryTypeField';
import { LockedAfterBids } from './edit-lock';
import { TransportSummary } from './TransportSummary';
import { WizardPriceBand } from './WizardPriceBand';
import type { WizardValues } from './wizard-values';

/** Step 3: title, delivery type, an optional description, the auction's terms and the terms of use, beside the summary. */
export function SummaryStep() {
  const { t } = useTranslation('wizard');
  const { control } = useFormContext<WizardValues>();
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
      <div className="grid content-start gap-5 rounded-xl border bg-card p-4 sm:p-6">
        <LockedAfterBids>
          <FormField
            control={control}
            name="title"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('field.title')}</FormLabel>
                <FormControl>
                  <Input placeholder={t('field.titlePlaceholder')} {...field} />
                </FormControl>
                <CharacterCount value={field.value} max={transportLimits.titleMax} />
                <FormMessage />
              </FormItem>
            )}
          />
          <DeliveryTypeField control={control} />
        </LockedAfterBids>
        <FormField
          control={control}
          name="description"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('field.details')}</FormLabel>
              <FormControl>
                <Textarea rows={4} placeholder={t('field.detailsPlaceholder')} {...field} />
              </FormControl>
              <CharacterCount value={field.value} max={transportLimits.descriptionMax} />
              <FormMessage />
            </FormItem>
          )}
        />
        <AuctionTermsFields />
        <TermsField control={control} name="acceptTerms" />
      </div>
      <div className="grid content-start gap-4">
        <TransportSummary />
        <WizardPriceBand />
      </div>
    </div>
  );
}
