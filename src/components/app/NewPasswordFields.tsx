import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { PasswordInput } from './PasswordInput';

const fields = [
  { name: 'password', label: 'field.newPassword' },
  { name: 'repeatPassword', label: 'field.repeatPassword' },
] as const;

/** "New password" and "Repeat the new password", shared by the reset page and the Security tab. */
export function NewPasswordFields<T extends FieldValues & { password: string; repeatPassword: string }>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useTranslation('auth');
  return fields.map(({ name, label }) => (
    <FormField
      key={name}
      control={control}
      name={name as Path<T>}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t(label)}</FormLabel>
          <FormControl>
            <PasswordInput autoComplete="new-password" {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  ));
}
