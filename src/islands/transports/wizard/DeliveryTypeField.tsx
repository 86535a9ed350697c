import type { Control } from 'react-hook-form';
import { Building2Icon, HomeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '@/components/app/ChoiceField';
import { deliveryTypes } from '@/lib/constants';
import type { WizardValues } from './wizard-values';

const icons = { PRIVATE: HomeIcon, BUSINESS: Building2Icon } as const;

/** PRIVATE or BUSINESS, each with what it means for the transporter. */
export function DeliveryTypeField({ control }: { control: Control<WizardValues> }) {
  const { t } = useTranslation(['wizard', 'transports']);
  const choices = deliveryTypes.map((type) => ({
    value: type,
    label: t(`transports:deliveryType.${type}`),
    hint: t(`deliveryTypeHint.${type}`),
    icon: icons[type],
  }));
  return (
    <ChoiceField
      control={control}
      name="deliveryType"
      label={t('field.deliveryType')}
      choices={choices}
      className="sm:[&>div]:grid-cols-2"
    />
  );
}
