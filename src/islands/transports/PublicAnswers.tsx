import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';

interface PublicAnswersProps {
  transportId: string;
  /** Says whose answers these are: the customer's (to a transporter) or the reader's own. */
  intro: string;
}

/**
 * "Questions and answers": what the customer answered for every transporter (issue 27), oldest first,
 * without who asked. Nothing shows while reading, on a failure or when there are none: it is extra.
 */
export function PublicAnswers({ transportId, intro }: PublicAnswersProps) {
  const { t } = useTranslation('transports');
  const headingId = useId();
  const { data: answers } = useApi(useCallback(() => api.messages.publicAnswers.query({ transportId }), [transportId]));
  if (!answers || answers.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3 rounded-lg border p-4">
      <h3 id={headingId} className="font-semibold">
        {t('answers.heading')}
      </h3>
      <p className="text-sm text-muted-foreground">{intro}</p>
      <dl className="grid gap-3 text-sm">
        {answers.map((entry) => (
          <div key={entry.id} className="grid gap-1 border-t pt-3 first:border-t-0 first:pt-0">
            <dt className="font-medium break-words whitespace-pre-line">{entry.question}</dt>
            <dd className="break-words whitespace-pre-line text-muted-foreground">{entry.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
