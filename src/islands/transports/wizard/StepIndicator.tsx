import { CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { steps, type Step } from './wizard-values';

/** The three steps in order; done ones are ticked, the current one is announced as such. */
export function StepIndicator({ current }: { current: Step }) {
  const { t } = useTranslation('wizard');
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="grid grid-cols-3 gap-2">
        {steps.map((name, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={name}
              aria-current={active ? 'step' : undefined}
              className={cn(
                'flex flex-col gap-2 border-t-4 pt-2 text-sm sm:flex-row sm:items-center',
                active || done ? 'border-primary' : 'border-border',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  active && 'border-primary bg-primary text-primary-foreground',
                  done && 'border-primary text-primary',
                  !active && !done && 'text-muted-foreground',
                )}
              >
                {done ? <CheckIcon className="size-4" /> : index + 1}
              </span>
              <span
                className={cn(
                  'min-w-0 leading-tight [overflow-wrap:anywhere] hyphens-auto',
                  active ? 'font-semibold' : 'text-muted-foreground',
                )}
              >
                <span className="sr-only">{t('steps.position', { current: index + 1, total: steps.length })} </span>
                {t(`step.${name}`)}
                {done && <span className="sr-only"> {t('steps.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
