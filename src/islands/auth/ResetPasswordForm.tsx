import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import '@/lib/i18n/client';
import { resetPasswordFormSchema } from '@/lib/schemas/auth';
import { api, errorKey } from '@/lib/trpc';
import { flashNext } from '@/lib/flash';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { NewPasswordFields } from './NewPasswordFields';

type Values = z.infer<typeof resetPasswordFormSchema>;

export default function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');
  const form = useForm<Values>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', repeatPassword: '' } });

  async function onSubmit(values: Values) {
    try {
      await api.auth.resetPassword.mutate({ token, password: values.password });
      flashNext('success', t('reset.success'));
      location.assign('/home/user/log-in');
    } catch (error) {
      toast.error(t(errorKey(error, 'auth:reset.unexpectedError')));
    }
  }

  return (
    <Card className="fade-up">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">{t('reset.heading')}</h1>
        <CardDescription>{t(token ? 'reset.description' : 'reset.missingToken')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {token && (
          <Form {...form}>
            <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
              <NewPasswordFields control={form.control} />
              <Button type="submit" disabled={form.formState.isSubmitting}>{t('reset.submit')}</Button>
            </form>
          </Form>
        )}
        <a href="/home/user/forgot" className="text-center text-sm text-primary underline-offset-4 hover:underline">{t('reset.requestNew')}</a>
      </CardContent>
    </Card>
  );
}
