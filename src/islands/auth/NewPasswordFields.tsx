import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { PasswordInput } from './PasswordInput';

/** "New password" and "Repeat the new password", shared by the reset page and the Security tab. */
export function NewPasswordFields<T extends FieldValues & { password: string; repeatPassword: string }>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('auth');
  const fields = [
    { name: 'password' as Path<T>, label: 'field.newPassword' },
    { name: 'repeatPassword' as Path<T>, label: 'field.repeatPassword' },
  ];
  return fields.map(({ name, label }) => (
    <FormField key={name} control={control} name={name} render={({ field }) => (
      <FormItem>
        <FormLabel>{t(label)}</FormLabel>
        <FormControl><PasswordInput autoComplete="new-password" {...field} /></FormControl>
        <FormMessage />
      </FormItem>
    )} />
  ));
}
