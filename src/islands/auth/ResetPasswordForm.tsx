import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import '@/client/i18n';
import { flashNext } from '@/client/flash';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { useZodForm } from '@/client/use-zod-form';
import { paths } from '@/lib/paths';
import { resetPasswordFormSchema } from '@/lib/schemas/auth';
import { NewPasswordFields } from '@/components/app/NewPasswordFields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';

export default function ResetPasswordForm() {
  const { t } = useTranslation('auth');
  const [token] = useState(() => new URLSearchParams(location.search).get('token') ?? '');
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { password: '', repeatPassword: '' } });

  async function onSubmit(values: z.output<typeof resetPasswordFormSchema>) {
    const outcome = await runWithToasts(() => api.auth.resetPassword.mutate({ token, password: values.password }), {
      failure: 'auth:reset.unexpectedError',
    });
    if (!outcome.ok) return;
    flashNext('success', t('reset.success'));
    location.assign(paths.logIn);
  }

  return (
    <Card className="fade-up">
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl tracking-tight">{t('reset.heading')}</h1>
        </CardTitle>
        <CardDescription>{t(token ? 'reset.description' : 'reset.missingToken')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {token && (
          <Form {...form}>
            <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
              <NewPasswordFields control={form.control} />
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {t('reset.submit')}
              </Button>
            </form>
          </Form>
        )}
        <a href={paths.forgot} className="text-center text-sm text-primary underline-offset-4 hover:underline">
          {t('reset.requestNew')}
        </a>
      </CardContent>
    </Card>
  );
}
