import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { useFormat } from '@/client/use-format';
import { profilePaths } from '@/lib/paths';
import { ReviewForm } from './ReviewForm';

/**
 * A delivered transport's review, for its customer or its transporter: the form while they may
 * review, then their review; nothing while it is not delivered (the caller shows it only then).
 */
export function ReviewPanel({ transportId }: { transportId: string }) {
  const { t } = useTranslation('reviews');
  const format = useFormat();
  const review = useApi(useCallback(() => api.reviews.forTransport.query({ transportId }), [transportId]));
  const state = review.data;
  if (!state || state.block === 'notDelivered') return null;
  const { subject, mine } = state;
  const profile = subject.companyId ? profilePaths.company(subject.companyId) : profilePaths.user(subject.id);
  const name = subject.companyName ?? subject.name;
  return (
    <section aria-labelledby="review-heading" className="grid gap-3 rounded-lg border p-4">
      <h3 id="review-heading" className="font-semibold">
        {mine ? t('yours', { name }) : t('leave')}
      </h3>
      {mine ? (
        <div className="grid gap-1">
          <p>
            <span aria-hidden="true" className="text-amber-500 dark:text-amber-400">
              {'★'.repeat(mine.rating)}
            </span>
            <span aria-hidden="true" className="text-muted-foreground">
              {'★'.repeat(5 - mine.rating)}
            </span>
            <span className="sr-only">{t('outOf', { rating: mine.rating })}</span>
          </p>
          {mine.text && <p className="break-words whitespace-pre-line">{mine.text}</p>}
        </div>
      ) : state.canReview ? (
        <>
          {state.reviewableUntil && (
            <p className="text-sm text-muted-foreground">{t('until', { date: format.date(state.reviewableUntil) })}</p>
          )}
          <ReviewForm transportId={transportId} subjectName={name} onSaved={review.reload} />
        </>
      ) : (
        <p className="text-muted-foreground">{t('closed')}</p>
      )}
      <a href={profile} className="justify-self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t('viewProfile', { name })}
      </a>
    </section>
  );
}
