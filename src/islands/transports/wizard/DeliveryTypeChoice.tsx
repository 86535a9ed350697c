import { useId, type ComponentProps } from 'react';
import { Building2Icon, HomeIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { deliveryTypes, type DeliveryType } from '@/lib/constants';
import { cn } from '@/lib/utils';

const icons = { PRIVATE: HomeIcon, BUSINESS: Building2Icon } as const;

interface DeliveryTypeChoiceProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  value: DeliveryType | undefined;
  onChange: (value: DeliveryType) => void;
  onBlur: () => void;
  name: string;
  label: string;
}

/** PRIVATE or BUSINESS as a radio group of cards; FormControl's id and aria-* land on the group. */
export function DeliveryTypeChoice({ value, onChange, onBlur, name, label, className, ...group }: DeliveryTypeChoiceProps) {
  const { t } = useTranslation(['transports', 'wizard']);
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={cn('grid gap-2', className)} {...group}>
      <span id={labelId} className="text-sm font-medium group-data-[error=true]:text-destructive">{label}</span>
      <div className="grid gap-2 sm:grid-cols-2">
        {deliveryTypes.map((type) => {
          const Icon = icons[type];
          return (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-md border bg-card p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                value === type && 'border-primary bg-accent text-accent-foreground',
              )}
            >
              <input
                type="radio"
                name={name}
                value={type}
                checked={value === type}
                onChange={() => onChange(type)}
                onBlur={onBlur}
                className="mt-0.5 size-4 accent-primary"
              />
              <span className="grid gap-1">
                <span className="flex items-center gap-2 font-medium">
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`deliveryType.${type}`)}
                </span>
                <span className="text-xs text-muted-foreground">{t(`wizard:deliveryTypeHint.${type}`)}</span>
              </span>
            </label>
          );
        })}
      </div>
    </div>
  );
}
