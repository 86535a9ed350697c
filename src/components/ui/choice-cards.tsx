import { useId, type ComponentProps } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint: string;
  icon: LucideIcon;
}

interface ChoiceCardsProps<T extends string> extends Omit<ComponentProps<'div'>, 'onChange'> {
  label: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T | undefined;
  onChange: (value: T) => void;
  onBlur?: () => void;
}

/**
 * A radio group drawn as cards, each with an icon, a title and what it is for. FormControl's id and
 * aria-* land on the group; the radios stay real inputs for the keyboard and screen readers.
 */
export function ChoiceCards<T extends string>({ label, name, choices, value, onChange, onBlur, className, ...group }: ChoiceCardsProps<T>) {
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className={cn('grid gap-2', className)} {...group}>
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div className="grid gap-2">
        {choices.map(({ value: choice, label: title, hint, icon: Icon }) => (
          <label
            key={choice}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-md border bg-card p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === choice && 'border-primary bg-accent text-accent-foreground',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              onBlur={onBlur}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="grid gap-0.5">
              <span className="font-medium">{title}</span>
              <span className="text-xs text-muted-foreground">{hint}</span>
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}
