import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { useZodForm } from '@/client/use-zod-form';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { reviewFormSchema, reviewTextMax, type ReviewFormValues } from '@/lib/schemas/review';
import { StarRatingField } from './StarRatingField';

interface ReviewFormProps {
  transportId: string;
  subjectName: string;
  onSaved: () => void;
}

/** Stars and a text about the other side of a delivered transport; published at once. */
export function ReviewForm({ transportId, subjectName, onSaved }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const form = useZodForm(reviewFormSchema, { defaultValues: { text: '' } });

  async function onSubmit(values: ReviewFormValues) {
    const outcome = await runWithToasts(() => api.reviews.create.mutate({ ...values, transportId }), {
      success: t('created'),
      failure: 'reviews:createFailed',
    });
    if (outcome.ok || outcome.key === 'reviews:alreadyReviewed') onSaved();
  }

  return (
    <Form {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" aria-label={t('leave')}>
        <p>{t('leaveFor', { name: subjectName })}</p>
        <FormField
          control={form.control}
          name="rating"
          render={({ field }) => (
            <FormItem>
              <StarRatingField value={field.value} onChange={field.onChange} name={field.name} />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="text"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('text')}</FormLabel>
              <FormControl>
                <Textarea rows={4} maxLength={reviewTextMax} {...field} />
              </FormControl>
              <FormDescription>{t('textHint')}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <Button type="submit" className="justify-self-start" disabled={form.formState.isSubmitting}>
          {t('submit')}
        </Button>
      </form>
    </Form>
  );
}
