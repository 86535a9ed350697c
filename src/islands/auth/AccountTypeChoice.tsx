import { useTranslation } from 'react-i18next';
import { Building2, Truck, UserRound } from 'lucide-react';
import { accountTypes, type AccountType } from '@/lib/constants';
import { ChoiceCards } from '@/components/ui/choice-cards';

const icons = { USER: UserRound, COMPANY: Building2, TRANSPORT_COMPANY: Truck } as const;

/** The three account types, each with what it is for. */
export function AccountTypeChoice({ value, onChange }: { value: AccountType; onChange: (value: AccountType) => void }) {
  const { t } = useTranslation('auth');
  const choices = accountTypes.map((type) => ({
    value: type,
    label: t(`signUp.type.${type}`),
    hint: t(`signUp.type.${type}.hint`),
    icon: icons[type],
  }));
  return <ChoiceCards label={t('field.accountType')} name="accountType" choices={choices} value={value} onChange={onChange} />;
}
