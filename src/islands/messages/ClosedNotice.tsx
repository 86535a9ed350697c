import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';

/** In place of the composer once the load is removed: the thread is read-only until it goes. */
export function ClosedNotice({ until }: { until: Date | null }) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  return (
    <p className="flex items-start gap-2 border-t bg-muted/50 px-4 py-3 text-sm">
      <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {until ? t('thread.closedUntil', { date: format.longDate(until) }) : t('thread.closed')}
    </p>
  );
}
