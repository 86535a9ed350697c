import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import '@/client/i18n';
import { island } from '@/client/island';
import { runWithToasts } from '@/client/run-with-toasts';
import { loadApi, prefetchApi } from '@/client/load-api';
import { useZodForm } from '@/client/use-zod-form';
import { useTypedBeforeHydration } from '@/client/use-typed-before-hydration';
import { paths } from '@/lib/paths';
import { requestPasswordResetSchema } from '@/lib/schemas/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { EmailField } from './EmailField';
import { pendingEmail } from './pending-email';

/** Always ends in the same neutral message, whether or not the account exists. */
function ForgotForm() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(requestPasswordResetSchema, { defaultValues: { email: '' } });
  const formElement = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, formElement);
  // The form goes with its button: the focus goes to what took its place, not to the page's top.
  const sentNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTo) sentNote.current?.focus();
  }, [sentTo]);

  async function onSubmit(values: z.output<typeof requestPasswordResetSchema>) {
    const outcome = await runWithToasts(async () => (await loadApi()).auth.requestPasswordReset.mutate(values));
    if (!outcome.ok) return;
    pendingEmail.write(values.email);
    setSentTo(values.email);
  }

  return (
    <Card className="fade-up">
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl tracking-tight">{t('forgot.heading')}</h1>
        </CardTitle>
        {!sentTo && <CardDescription>{t('forgot.description')}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {sentTo ? (
          <p ref={sentNote} tabIndex={-1} role="status" className="rounded-md bg-muted p-4 text-sm outline-none">
            {t('forgot.sent', { email: sentTo })}
          </p>
        ) : (
          <Form {...form}>
            <form ref={formElement} noValidate onFocus={prefetchApi} onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
              <EmailField control={form.control} />
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {t('forgot.submit')}
              </Button>
            </form>
          </Form>
        )}
        <a href={paths.logIn} className="text-center text-sm text-primary underline-offset-4 hover:underline">
          {t('forgot.backToLogIn')}
        </a>
      </CardContent>
    </Card>
  );
}

export default island(ForgotForm);
