import { useTranslation } from 'react-i18next';
import { FormMessage, useFormField } from '@/components/ui/form';
import { ratingValues } from '@/lib/schemas/review';
import { cn } from '@/lib/utils';

interface StarRatingFieldProps {
  value: number | undefined;
  onChange: (value: number) => void;
  name: string;
}

const ascending = [...ratingValues].reverse();

/**
 * 1–5 stars as native radio buttons inside a FormItem (arrow keys move and choose, Tab leaves the
 * group); the stars up to the choice are filled. Each radio is named "3 stars" for screen readers.
 */
export function StarRatingField({ value, onChange, name }: StarRatingFieldProps) {
  const { t } = useTranslation('reviews');
  const { error, formMessageId } = useFormField();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? formMessageId : undefined}>
      <legend className="mb-2 text-sm font-medium">{t('rating')}</legend>
      <div className="flex gap-1">
        {ascending.map((stars) => (
          <label
            key={stars}
            className={cn(
              'cursor-pointer rounded-sm px-0.5 text-3xl leading-none has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value !== undefined && stars <= value ? 'text-amber-500 dark:text-amber-400' : 'text-muted-foreground',
            )}
          >
            <input type="radio" className="sr-only" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{t('star', { count: stars })}</span>
          </label>
        ))}
      </div>
      <FormMessage />
    </fieldset>
  );
}
