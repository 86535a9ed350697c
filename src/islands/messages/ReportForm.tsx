import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { runFormMutation } from '@/client/run-form-mutation';
import { api } from '@/client/trpc';
import { useZodForm } from '@/client/use-zod-form';
import { TextField } from '@/components/app/TextField';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormMessage } from '@/components/ui/form';
import { reportReasons } from '@/lib/messages';
import { reportMessageSchema } from '@/lib/schemas/message';
import { fillable } from '@/lib/schemas/fields';

/** The report's form: no reason is chosen at first. */
const reportFormSchema = z.extend(reportMessageSchema, { reason: fillable(reportMessageSchema.shape.reason) });
type ReportFormValues = z.output<typeof reportFormSchema>;

/** Why the message is reported (one of the reasons) and an optional note; a thank-you toast when sent. */
export function ReportForm({ messageId, onDone }: { messageId: number; onDone: () => void }) {
  const { t } = useTranslation(['messages', 'common']);
  const legendId = useId();
  const form = useZodForm(reportFormSchema, { defaultValues: { messageId, reason: null, note: '' } });
  async function onSubmit({ reason, note }: ReportFormValues) {
    const outcome = await runFormMutation(form, () => api.messages.report.mutate({ messageId, reason, note: note || undefined }), {
      success: t('report.done'),
      fields: { 'messages:reportReasonRequired': 'reason', 'validation:textTooLong': 'note' },
    });
    if (outcome.ok) onDone();
  }
  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
        <FormField
          control={form.control}
          name="reason"
          render={({ field }) => (
            <FormItem>
              <FormControl>
                <div role="radiogroup" aria-labelledby={legendId} className="grid gap-2">
                  <span id={legendId} className="text-sm font-medium">
                    {t('report.reason')}
                  </span>
                  {reportReasons.map((reason) => (
                    <label key={reason} className="flex cursor-pointer items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name={field.name}
                        value={reason}
                        checked={field.value === reason}
                        onChange={() => field.onChange(reason)}
                        onBlur={field.onBlur}
                        ref={reason === reportReasons[0] ? field.ref : undefined}
                        className="size-4 shrink-0 accent-primary"
                      />
                      {t(`report.reasons.${reason}`)}
                    </label>
                  ))}
                </div>
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <TextField control={form.control} name="note" label={t('report.note')} optional multiLine />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t('report.submit')}
          </Button>
        </DialogFooter>
      </form>
    </Form>
  );
}
