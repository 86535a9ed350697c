import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/client/i18n';
import { island } from '@/client/island';
import { runFormMutation } from '@/client/run-form-mutation';
import { loadApi, prefetchApi } from '@/client/load-api';
import { useZodForm } from '@/client/use-zod-form';
import { useTypedBeforeHydration } from '@/client/use-typed-before-hydration';
import { paths } from '@/lib/paths';
import { signUpSchema, type SignUpInput } from '@/lib/schemas/auth';
import { PasswordInput } from '@/components/app/PasswordInput';
import { TermsField } from '@/components/app/TermsField';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { AccountTypeField } from './AccountTypeField';
import { EmailField } from './EmailField';
import { pendingEmail } from './pending-email';

type Done = { email: string; confirmationRequired: boolean };

function SignUpForm() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState<Done | null>(null);
  const form = useZodForm(signUpSchema, {
    defaultValues: { name: '', email: '', password: '', accountType: 'USER', acceptTerms: false },
  });
  const formElement = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, formElement);

  async function onSubmit(values: SignUpInput) {
    const outcome = await runFormMutation(form, async () => (await loadApi()).auth.signUp.mutate(values), {
      success: t('signUp.success'),
      fields: { 'auth:user_already_exists': 'email' },
    });
    if (!outcome.ok) return;
    pendingEmail.write(values.email);
    setDone({ email: values.email, confirmationRequired: outcome.value.confirmationRequired });
  }

  // The form goes with its button: the focus goes to the heading of what took its place, not to the page's top.
  const doneHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) doneHeading.current?.focus();
  }, [done]);

  if (done) {
    return (
      <Card className="fade-up" role="status">
        <CardHeader>
          <CardTitle>
            {/* Where sign-ups are confirmed, an address that has an account gets this answer too (its owner a mail): it says nothing either way. */}
            <h1 ref={doneHeading} tabIndex={-1} className="text-2xl tracking-tight outline-none">
              {t(done.confirmationRequired ? 'signUp.checkInboxHeading' : 'signUp.doneHeading')}
            </h1>
          </CardTitle>
          <CardDescription>
            {done.confirmationRequired ? t('signUp.checkInbox', { email: done.email }) : t('signUp.ready', { email: done.email })}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full">
            <a href={paths.logIn}>{t('signUp.goToLogIn')}</a>
          </Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="fade-up">
      <CardHeader>
        <CardTitle>
          <h1 className="text-2xl tracking-tight">{t('signUp.heading')}</h1>
        </CardTitle>
        <CardDescription>{t('signUp.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form ref={formElement} noValidate onFocus={prefetchApi} onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('field.name')}</FormLabel>
                  <FormControl>
                    <Input autoComplete="name" placeholder={t('field.namePlaceholder')} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <EmailField control={form.control} />
            <FormField
              control={form.control}
              name="password"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('field.password')}</FormLabel>
                  <FormControl>
                    <PasswordInput autoComplete="new-password" {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <AccountTypeField control={form.control} />
            <TermsField control={form.control} name="acceptTerms" />
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t(form.formState.isSubmitting ? 'signUp.submitting' : 'signUp.submit')}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              {t('signUp.haveAccount')}{' '}
              <a href={paths.logIn} className="text-primary underline underline-offset-4">
                {t('logIn.submit')}
              </a>
            </p>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}

export default island(SignUpForm);
