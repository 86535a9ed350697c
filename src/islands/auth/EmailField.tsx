import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

/** The email field of the account forms (log in, sign up, forgot). */
export function EmailField<T extends FieldValues & { email: string }>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('auth');
  return (
    <FormField
      control={control}
      name={'email' as Path<T>}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t('field.email')}</FormLabel>
          <FormControl>
            <Input type="email" autoComplete="email" placeholder={t('field.emailPlaceholder')} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
