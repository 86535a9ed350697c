import { useTranslation } from 'react-i18next';
import { Building2, Truck, UserRound } from 'lucide-react';
import { accountTypes, type AccountType } from '@/lib/constants';
import { cn } from '@/lib/utils';

const icons = { USER: UserRound, COMPANY: Building2, TRANSPORT_COMPANY: Truck } as const;

/** The three account types as a radio group of cards, each with what it is for. */
export function AccountTypeChoice({ value, onChange }: { value: AccountType; onChange: (value: AccountType) => void }) {
  const { t } = useTranslation('auth');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('field.accountType')}</legend>
      <div className="grid gap-2">
        {accountTypes.map((type) => {
          const Icon = icons[type];
          return (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border bg-card p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                value === type && 'border-primary bg-accent',
              )}
            >
              <input type="radio" name="accountType" value={type} checked={value === type} onChange={() => onChange(type)} className="sr-only" />
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="grid gap-0.5">
                <span className="font-medium">{t(`signUp.type.${type}`)}</span>
                <span className="text-xs text-muted-foreground">{t(`signUp.type.${type}.hint`)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
