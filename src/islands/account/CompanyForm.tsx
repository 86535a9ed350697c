import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { useZodForm } from '@/client/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { companyLimits, companySchema, profileLimits, type CompanyFormValues, type CompanyInput } from '@/lib/schemas/account';
import { TextField } from '@/components/app/TextField';

/** The company profile: company ID, name, address, phone, contact person, email, website, description. */
export function CompanyForm({ values, onSaved }: { values: CompanyFormValues; onSaved: () => void }) {
  const { t } = useTranslation('account');
  const form = useZodForm(companySchema, { defaultValues: values });
  const { control } = form;

  async function onSubmit(input: CompanyInput) {
    const outcome = await runWithToasts(() => api.account.updateCompany.mutate(input), {
      success: t('toast.companyUpdated'),
      failure: 'account:toast.companyFailed',
    });
    if (!outcome.ok) return;
    form.reset(input);
    onSaved();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('company.title')}</h2>
        </CardTitle>
        <CardDescription>{t('company.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
            <TextField
              control={control}
              name="name"
              label={t('field.companyName')}
              autoComplete="organization"
              maxLength={companyLimits.nameMax}
            />
            <TextField
              control={control}
              name="companyId"
              label={t('field.companyId')}
              autoComplete="off"
              maxLength={companyLimits.companyIdMax}
            />
            <TextField
              control={control}
              name="address"
              label={t('field.address')}
              autoComplete="street-address"
              maxLength={profileLimits.addressMax}
            />
            <TextField control={control} name="phone" label={t('field.phone')} hint={t('field.phoneHint')} type="tel" autoComplete="tel" />
            <TextField control={control} name="contactPerson" label={t('field.contactPerson')} autoComplete="name" maxLength={120} />
            <TextField
              control={control}
              name="email"
              label={t('field.email')}
              type="email"
              autoComplete="email"
              maxLength={companyLimits.emailMax}
            />
            <TextField
              control={control}
              name="website"
              label={t('field.website')}
              hint={t('field.websiteHint')}
              optional
              type="url"
              autoComplete="url"
            />
            <TextField control={control} name="description" label={t('field.companyDescription')} optional multiLine />
            <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
              {t('company.save')}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
