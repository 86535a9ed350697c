import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/client/toast';
import '@/client/i18n';
import { island } from '@/client/island';
import { flashNext } from '@/client/flash';
import { runWithToasts } from '@/client/run-with-toasts';
import { sessionEnded } from '@/client/session-ended';
import { loadApi, prefetchApi } from '@/client/load-api';
import { useZodForm } from '@/client/use-zod-form';
import { useBrowserValue } from '@/client/use-after-hydration';
import { useTypedBeforeHydration } from '@/client/use-typed-before-hydration';
import { paths } from '@/lib/paths';
import { nextParam, safeReturnPath } from '@/lib/platform-access';
import { loginSchema, type LoginInput } from '@/lib/schemas/auth';
import { login } from '@/stores/auth';
import { PasswordInput } from '@/components/app/PasswordInput';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { EmailField } from './EmailField';
import { pendingEmail } from './pending-email';
import { useUrlNotices } from './use-url-notices';

// Taken once per page (the notice is for this arrival only), then the same answer on every render.
let endedNotice: boolean | undefined;
const takeEndedNotice = () => (endedNotice ??= sessionEnded.take() !== null);

/** Spec section 2 "Log in": two cards fading in one after the other. */
function LogInForm() {
  const { t } = useTranslation('auth');
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  useUrlNotices();
  const formElement = useRef<HTMLFormElement>(null);
  const ended = useBrowserValue(takeEndedNotice, false);
  useTypedBeforeHydration(form, formElement);
  useEffect(() => {
    const email = pendingEmail.read();
    if (email && !form.getValues('email')) form.setValue('email', email, { shouldDirty: true });
  }, [form]);

  async function onSubmit(values: LoginInput) {
    const outcome = await runWithToasts(async () => (await loadApi()).auth.login.mutate(values));
    if (!outcome.ok) return;
    const result = outcome.value;
    // Spec section 7: a refused log-in is an answer, not an error; its details name the reason.
    if (!result.success) {
      const key = result.error.details ?? 'unexpectedError';
      toast.error(t(key));
      // The reason also shows at the field it concerns, under the form.
      if (key === 'invalid_credentials') form.setError('password', { message: `auth:${key}` });
      if (key === 'email_not_confirmed') form.setError('email', { message: `auth:${key}` });
      return;
    }
    flashNext('success', t('logIn.success'));
    login({ user: result.user, token: result.token, refreshToken: result.refreshToken });
    pendingEmail.clear();
    location.assign(safeReturnPath(new URLSearchParams(location.search).get(nextParam)) ?? paths.platform);
  }

  const { isDirty, isSubmitting } = form.formState;
  return (
    <div className="flex flex-col gap-6">
      <Card className="fade-up">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl tracking-tight">{t('logIn.heading')}</h1>
          </CardTitle>
          <CardDescription>{t('logIn.description')}</CardDescription>
          {ended && (
            <p role="status" className="mt-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
              {t('logIn.sessionEnded')}
            </p>
          )}
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form ref={formElement} noValidate onFocus={prefetchApi} onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
              <EmailField control={form.control} />
              <FormField
                control={form.control}
                name="password"
                render={({ field }) => (
                  <FormItem>
                    <div className="flex items-center justify-between">
                      <FormLabel>{t('field.password')}</FormLabel>
                      <a href={paths.forgot} className="text-sm text-primary underline-offset-4 hover:underline">
                        {t('logIn.forgot')}
                      </a>
                    </div>
                    <FormControl>
                      <PasswordInput autoComplete="current-password" {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <Button type="submit" disabled={!isDirty || isSubmitting}>
                {t(isSubmitting ? 'logIn.submitting' : 'logIn.submit')}
              </Button>
            </form>
          </Form>
        </CardContent>
      </Card>
      <div className="fade-up flex items-center gap-3 text-sm text-muted-foreground [animation-delay:120ms]" role="separator">
        <span className="h-px flex-1 bg-border" />
        {t('logIn.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Card className="fade-up [animation-delay:240ms]">
        <CardContent className="grid gap-4">
          <p className="text-sm text-muted-foreground">{t('logIn.noAccount')}</p>
          <Button asChild variant="outline" className="w-full">
            <a href={paths.signUp}>{t('logIn.createAccount')}</a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

export default island(LogInForm);
