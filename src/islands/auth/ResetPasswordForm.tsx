import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import '@/client/i18n';
import { island } from '@/client/island';
import { flashNext } from '@/client/flash';
import { runFormMutation } from '@/client/run-form-mutation';
import { api, errorKey } from '@/client/trpc';
import { useZodForm } from '@/client/use-zod-form';
import { useTypedBeforeHydration } from '@/client/use-typed-before-hydration';
import { paths } from '@/lib/paths';
import { checkResetTokenSchema, resetPasswordFormSchema } from '@/lib/schemas/auth';
import { NewPasswordFields } from '@/components/app/NewPasswordFields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';

/** `token`: the link's, read by the page on the server so the form draws before any script runs. */
function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const form = useZodForm(resetPasswordFormSchema, { defaultValues: { password: '', repeatPassword: '' } });
  const formElement = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, formElement);
  // A used, expired or mangled link says so when the page opens, before anyone fills the form.
  const [spent, setSpent] = useState(() => Boolean(token) && !checkResetTokenSchema.safeParse({ token }).success);
  useEffect(() => {
    if (!token || spent) return;
    api.auth.checkResetToken.query({ token }).catch((error: unknown) => {
      if (errorKey(error) === 'auth:invalid_reset_token') setSpent(true);
    });
  }, [token, spent]);

  async function onSubmit(values: z.output<typeof resetPasswordFormSchema>) {
    const outcome = await runFormMutation(form, () => api.auth.resetPassword.mutate({ token, password: values.password }), {
      failure: 'auth:reset.unexpectedError',
      fields: { 'auth:same_password': 'password' },
    });
    if (!outcome.ok) {
      if (outcome.key === 'auth:invalid_reset_token') setSpent(true);
      return;
    }
    flashNext('success', t('reset.success'));
    location.assign(paths.logIn);
  }

  return (
    <Card className="fade-up">
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl tracking-tight">{t('reset.heading')}</h1>
        </CardTitle>
        <CardDescription role={spent ? 'alert' : undefined}>
          {t(spent ? 'invalid_reset_token' : token ? 'reset.description' : 'reset.missingToken')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {token && !spent && (
          <Form {...form}>
            <form ref={formElement} noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
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

export default island(ResetPasswordForm);
