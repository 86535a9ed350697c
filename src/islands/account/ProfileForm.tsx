import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { useZodForm } from '@/client/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form } from '@/components/ui/form';
import { profileLimits, profileSchema, type ProfileFormValues, type ProfileInput } from '@/lib/schemas/account';
import { updateUser } from '@/stores/auth';
import { TextField } from '@/components/app/TextField';

interface ProfileFormProps {
  values: ProfileFormValues;
  onSaved: () => void;
}

/** Contact info: name, address, phone, tax ID, description. The menu shows a new name as soon as it is saved. */
export function ProfileForm({ values, onSaved }: ProfileFormProps) {
  const { t } = useTranslation('account');
  const form = useZodForm(profileSchema, { defaultValues: values });
  const { control } = form;

  async function onSubmit(input: ProfileInput) {
    const outcome = await runWithToasts(() => api.account.updateProfile.mutate(input), {
      success: t('toast.profileUpdated'),
      failure: 'account:toast.profileFailed',
    });
    if (!outcome.ok) return;
    updateUser({ name: outcome.value.name });
    form.reset(input);
    onSaved();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('contact.title')}</h2>
        </CardTitle>
        <CardDescription>{t('contact.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
            <TextField control={control} name="name" label={t('field.name')} autoComplete="name" maxLength={120} />
            <TextField
              control={control}
              name="phone"
              label={t('field.phone')}
              hint={t('field.phoneHint')}
              optional
              type="tel"
              autoComplete="tel"
            />
            <TextField
              control={control}
              name="address"
              label={t('field.address')}
              optional
              autoComplete="street-address"
              maxLength={profileLimits.addressMax}
            />
            <TextField
              control={control}
              name="taxId"
              label={t('field.taxId')}
              optional
              autoComplete="off"
              maxLength={profileLimits.taxIdMax}
            />
            <TextField control={control} name="description" label={t('field.description')} optional multiLine />
            <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
              {t('profile.save')}
            </Button>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
