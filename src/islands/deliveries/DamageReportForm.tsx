import { useTranslation } from 'react-i18next';
import { runFormMutation } from '@/client/run-form-mutation';
import { api } from '@/client/trpc';
import { useFormat } from '@/client/use-format';
import { useZodForm } from '@/client/use-zod-form';
import { TextField } from '@/components/app/TextField';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form';
import { damageReportSchema, deliveryRules, type DamageReportInput } from '@/lib/schemas/delivery';
import { PhotoKeysField } from './PhotoKeysField';

/** The customer's written report of hidden damage (text and photos), while the 7 days last. */
export function DamageReportForm({ transportId, openUntil, onReported }: { transportId: string; openUntil: Date; onReported: () => void }) {
  const { t } = useTranslation('deliveries');
  const format = useFormat();
  const form = useZodForm(damageReportSchema, { defaultValues: { id: transportId, text: '', photoKeys: [] } });
  async function onSubmit(values: DamageReportInput) {
    const outcome = await runFormMutation(form, () => api.deliveries.reportDamage.mutate(values), {
      success: t('damage.done'),
      failure: 'deliveries:damage.failed',
      fields: { 'deliveries:photoNotFound': 'photoKeys' },
    });
    if (outcome.ok) {
      form.reset({ id: transportId, text: '', photoKeys: [] });
      onReported();
    }
  }
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-3" aria-label={t('damage.heading')}>
        <p className="text-sm text-muted-foreground">{t('damage.intro', { date: format.dateTime(openUntil) })}</p>
        <TextField control={form.control} name="text" label={t('damage.text')} multiLine maxLength={deliveryRules.textMax} />
        <PhotoKeysField transportId={transportId} />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={form.formState.isSubmitting}>
          {t('damage.submit')}
        </Button>
      </form>
    </Form>
  );
}
