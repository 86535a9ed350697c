import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { changePasswordFormSchema } from '@/lib/schemas/auth';
import { runFormMutation } from '@/client/run-form-mutation';
import { api } from '@/client/trpc';
import { useZodForm } from '@/client/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { PasswordInput } from '@/components/app/PasswordInput';
import { NewPasswordFields } from '@/components/app/NewPasswordFields';

type Values = z.output<typeof changePasswordFormSchema>;

/** The Security tab: current password, new password twice; other devices are signed out (`onChanged`). */
export function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('account');
  const form = useZodForm(changePasswordFormSchema, {
    defaultValues: { currentPassword: '', password: '', repeatPassword: '' },
  });

  async function onSubmit(values: Values) {
    const outcome = await runFormMutation(
      form,
      () => api.auth.changePassword.mutate({ currentPassword: values.currentPassword, password: values.password }),
      {
        success: t('security.success'),
        failure: 'account:security.failed',
        fields: { 'auth:currentPasswordWrong': 'currentPassword', 'auth:same_password': 'password' },
      },
    );
    if (!outcome.ok) return;
    form.reset();
    onChanged();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('security.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('security.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid max-w-md gap-4">
            <FormField
              control={form.control}
              name="currentPassword"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('field.currentPassword')}</FormLabel>
                  <FormControl>
                    <PasswordInput autoComplete="current-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <NewPasswordFields control={form.control} />
            <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
              {t('security.submit')}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
