import type { ComponentProps } from 'react';
import { Building2Icon, HomeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { deliveryTypes, type DeliveryType } from '@/lib/constants';
import { ChoiceCards } from '@/components/ui/choice-cards';

const icons = { PRIVATE: HomeIcon, BUSINESS: Building2Icon } as const;

interface DeliveryTypeChoiceProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  value: DeliveryType | undefined;
  onChange: (value: DeliveryType) => void;
  onBlur: () => void;
  name: string;
  label: string;
}

/** PRIVATE or BUSINESS; FormControl's id and aria-* land on the group. */
export function DeliveryTypeChoice(props: DeliveryTypeChoiceProps) {
  const { t } = useTranslation(['transports', 'wizard']);
  const choices = deliveryTypes.map((type) => ({
    value: type,
    label: t(`deliveryType.${type}`),
    hint: t(`wizard:deliveryTypeHint.${type}`),
    icon: icons[type],
  }));
  return <ChoiceCards className="sm:[&>div]:grid-cols-2" choices={choices} {...props} />;
}
