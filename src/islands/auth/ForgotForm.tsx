import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { z } from 'zod';
import '@/lib/i18n/client';
import { requestPasswordResetSchema } from '@/lib/schemas/auth';
import { api, errorKey } from '@/lib/trpc';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { pendingEmail } from './pending-email';
import { EmailField } from './EmailField';

type Values = z.infer<typeof requestPasswordResetSchema>;

/** Always ends in the same neutral message, whether or not the account exists. */
export default function ForgotForm() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(requestPasswordResetSchema), defaultValues: { email: '' } });

  async function onSubmit(values: Values) {
    try {
      await api.auth.requestPasswordReset.mutate(values);
      pendingEmail.set(values.email);
      setSentTo(values.email);
    } catch (error) {
      toast.error(t(errorKey(error)));
    }
  }

  return (
    <Card className="fade-up">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">{t('forgot.heading')}</h1>
        {!sentTo && <CardDescription>{t('forgot.description')}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4">
        {sentTo ? (
          <p role="status" className="rounded-md bg-muted p-4 text-sm">{t('forgot.sent', { email: sentTo })}</p>
        ) : (
          <Form {...form}>
            <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
              <EmailField control={form.control} />
              <Button type="submit" disabled={form.formState.isSubmitting}>{t('forgot.submit')}</Button>
            </form>
          </Form>
        )}
        <a href="/home/user/log-in" className="text-center text-sm text-primary underline-offset-4 hover:underline">{t('forgot.backToLogIn')}</a>
      </CardContent>
    </Card>
  );
}
