import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { paths } from '@/lib/paths';
import { CheckboxOnFirstUse } from './CheckboxOnFirstUse';

interface TermsFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, boolean | undefined>;
}

/** "I accept the terms and conditions" with a link to them (new tab), as sign-up and the wizard ask. */
export function TermsField<T extends FieldValues>({ control, name }: TermsFieldProps<T>) {
  const { t } = useTranslation('common');
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <div className="flex items-center gap-2">
            <FormControl>
              <CheckboxOnFirstUse
                checked={field.value === true}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormLabel className="block leading-snug font-normal">
              {t('termsField.accept')}{' '}
              <a href={paths.terms} target="_blank" className="text-primary underline underline-offset-4">
                {t('termsField.link')}
              </a>
            </FormLabel>
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
