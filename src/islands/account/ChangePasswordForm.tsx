import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import { changePasswordFormSchema } from '@/lib/schemas/auth';
import { api, errorKey } from '@/lib/trpc';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { PasswordInput } from '@/islands/auth/PasswordInput';
import { NewPasswordFields } from '@/islands/auth/NewPasswordFields';

type Values = z.infer<typeof changePasswordFormSchema>;

/** The Security tab: current password, new password twice; other devices are signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const form = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', repeatPassword: '' },
  });

  async function onSubmit(values: Values) {
    try {
      await api.auth.changePassword.mutate({ currentPassword: values.currentPassword, password: values.password });
      toast.success(t('security.success'));
      form.reset();
    } catch (error) {
      toast.error(t(errorKey(error, 'auth:security.failed')));
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle><h2>{t('security.heading')}</h2></CardTitle>
        <CardDescription>{t('security.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid max-w-md gap-4">
            <FormField control={form.control} name="currentPassword" render={({ field }) => (
              <FormItem>
                <FormLabel>{t('field.currentPassword')}</FormLabel>
                <FormControl><PasswordInput autoComplete="current-password" {...field} /></FormControl>
                <FormMessage />
              </FormItem>
            )} />
            <NewPasswordFields control={form.control} />
            <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>{t('security.submit')}</Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
