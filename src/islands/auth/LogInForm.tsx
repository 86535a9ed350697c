import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import '@/lib/i18n/client';
import { loginSchema, type LoginInput } from '@/lib/schemas/auth';
import { api, errorKey } from '@/lib/trpc';
import { login } from '@/stores/auth';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { PasswordInput } from './PasswordInput';
import { pendingEmail } from './pending-email';
import { flashNext } from '@/lib/flash';
import { EmailField } from './EmailField';
import { useUrlNotices } from './use-url-notices';

/** Spec section 2 "Log in": two cards fading in one after the other. */
export default function LogInForm() {
  const { t } = useTranslation('auth');
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  useUrlNotices();
  useEffect(() => {
    const email = pendingEmail.get();
    if (email) form.setValue('email', email, { shouldDirty: true });
  }, [form]);

  async function onSubmit(values: LoginInput) {
    try {
      const result = await api.auth.login.mutate(values);
      if (!result.success) {
        toast.error(t(result.error.details ?? 'unexpectedError'));
        return;
      }
      flashNext('success', t('logIn.success'));
      login({ user: result.user, token: result.token, refreshToken: result.refreshToken });
      pendingEmail.clear();
      location.assign('/platform');
    } catch (error) {
      toast.error(t(errorKey(error)));
    }
  }

  const { isDirty, isSubmitting } = form.formState;
  return (
    <div className="flex flex-col gap-6">
      <Card className="fade-up">
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">{t('logIn.heading')}</h1>
          <CardDescription>{t('logIn.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form {...form}>
            <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
              <EmailField control={form.control} />
              <FormField
                control={form.control}
                name="password"
                render={({ field }) => (
                  <FormItem>
                    <div className="flex items-center justify-between">
                      <FormLabel>{t('field.password')}</FormLabel>
                      <a href="/home/user/forgot" className="text-sm text-primary underline-offset-4 hover:underline">{t('logIn.forgot')}</a>
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
            <a href="/home/user/sign-up">{t('logIn.createAccount')}</a>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
