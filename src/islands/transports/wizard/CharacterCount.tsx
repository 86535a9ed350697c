import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { FormDescription } from '@/components/ui/form';
import { cn } from '@/lib/utils';

/** "12 of 120 characters" under a text field: the limit is stated before anyone reaches it. */
export function CharacterCount({ value, max }: { value: string | undefined; max: number }) {
  const { t } = useTranslation('wizard');
  const format = useFormat();
  const length = value?.length ?? 0;
  return (
    <FormDescription className={cn('text-right text-xs tabular-nums', length > max && 'text-destructive')}>
      {t('field.characters', { length: format.number(length), max: format.number(max) })}
    </FormDescription>
  );
}
