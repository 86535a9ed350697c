import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import '@/lib/i18n/client';
import { signUpSchema, type SignUpInput } from '@/lib/schemas/auth';
import { api, errorKey } from '@/lib/trpc';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { PasswordInput } from './PasswordInput';
import { AccountTypeChoice } from './AccountTypeChoice';
import { pendingEmail } from './pending-email';
import { EmailField } from './EmailField';

type Done = { email: string; confirmationRequired: boolean };

export default function SignUpForm() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState<Done | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', accountType: 'USER', acceptTerms: false as unknown as true },
  });

  async function onSubmit(values: SignUpInput) {
    try {
      const result = await api.auth.signUp.mutate(values);
      toast.success(t('signUp.success'));
      pendingEmail.set(values.email);
      setDone({ email: values.email, confirmationRequired: result.confirmationRequired });
    } catch (error) {
      toast.error(t(errorKey(error)));
    }
  }

  if (done) {
    return (
      <Card className="fade-up" role="status">
        <CardHeader>
          <h1 className="text-2xl font-semibold tracking-tight">{t('signUp.doneHeading')}</h1>
          <CardDescription>{done.confirmationRequired ? t('signUp.checkInbox', { email: done.email }) : t('signUp.ready')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild className="w-full"><a href="/home/user/log-in">{t('signUp.goToLogIn')}</a></Button>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card className="fade-up">
      <CardHeader>
        <h1 className="text-2xl font-semibold tracking-tight">{t('signUp.heading')}</h1>
        <CardDescription>{t('signUp.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
            <FormField control={form.control} name="name" render={({ field }) => (
              <FormItem>
                <FormLabel>{t('field.name')}</FormLabel>
                <FormControl><Input autoComplete="name" placeholder={t('field.namePlaceholder')} {...field} /></FormControl>
                <FormMessage />
              </FormItem>
            )} />
            <EmailField control={form.control} />
            <FormField control={form.control} name="password" render={({ field }) => (
              <FormItem>
                <FormLabel>{t('field.password')}</FormLabel>
                <FormControl><PasswordInput autoComplete="new-password" {...field} /></FormControl>
                <FormMessage />
              </FormItem>
            )} />
            <FormField control={form.control} name="accountType" render={({ field }) => (
              <AccountTypeChoice value={field.value} onChange={field.onChange} />
            )} />
            <FormField control={form.control} name="acceptTerms" render={({ field }) => (
              <FormItem>
                <div className="flex items-center gap-2">
                  <FormControl>
                    <Checkbox checked={field.value} onCheckedChange={(checked) => field.onChange(checked === true)} />
                  </FormControl>
                  <FormLabel className="font-normal">
                    {t('signUp.acceptTerms')}{' '}
                    <a href="/home/help/terms" target="_blank" className="text-primary underline underline-offset-4">{t('signUp.termsLink')}</a>
                  </FormLabel>
                </div>
                <FormMessage />
              </FormItem>
            )} />
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {t(form.formState.isSubmitting ? 'signUp.submitting' : 'signUp.submit')}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              {t('signUp.haveAccount')}{' '}
              <a href="/home/user/log-in" className="text-primary underline underline-offset-4">{t('logIn.submit')}</a>
            </p>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
