import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Building2, Truck, UserRound } from 'lucide-react';
import { ChoiceField } from '@/components/app/ChoiceField';
import { accountTypes } from '@/lib/constants';
import type { signUpSchema } from '@/lib/schemas/auth';
import type * as z from 'zod/mini';

const icons = { USER: UserRound, COMPANY: Building2, TRANSPORT_COMPANY: Truck } as const;

/** The three account types, each with what it is for. */
export function AccountTypeField({ control }: { control: Control<z.input<typeof signUpSchema>> }) {
  const { t } = useTranslation('auth');
  const choices = accountTypes.map((type) => ({
    value: type,
    label: t(`signUp.type.${type}`),
    hint: t(`signUp.type.${type}.hint`),
    icon: icons[type],
  }));
  return <ChoiceField control={control} name="accountType" label={t('field.accountType')} choices={choices} />;
}
