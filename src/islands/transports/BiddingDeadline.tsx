import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { clockText, countdownOf, countdownWindowMs, spokenLeft } from '@/lib/auction-terms';
import { cn } from '@/lib/utils';

/** setTimeout's longest wait (about 24.8 days); a later deadline is looked at again then. */
const longestWait = 2_147_483_647;

/** Now, ticking every second while `endsAt` is within its last 24 hours, and once when that window opens or closes. */
function useNowNear(endsAt: Date): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const left = endsAt.getTime() - now.getTime();
    if (left <= 0) return;
    const wait = left > countdownWindowMs ? Math.min(left - countdownWindowMs, longestWait) : 1000 - (now.getTime() % 1000);
    const timer = setTimeout(() => setNow(new Date()), wait);
    return () => clearTimeout(timer);
  }, [endsAt, now]);
  return now;
}

/**
 * When bidding on a transport ends (issue 28): the moment, "Bidding closed" after it, and a live
 * countdown in its last 24 hours. The clock ticks visibly but is hidden from screen readers; they
 * read a sentence that changes at most once a minute (whole hours, then minutes), never announced
 * by itself (role timer is not live), so nothing chatters. `labelled`: shown beside a "Bidding ends"
 * label, so the moment goes without it.
 */
export function BiddingDeadline({
  endsAt,
  className,
  labelled = false,
}: {
  endsAt: Date | string;
  className?: string;
  labelled?: boolean;
}) {
  const { t } = useTranslation('bids');
  const format = useFormat();
  const end = typeof endsAt === 'string' ? new Date(endsAt) : endsAt;
  const now = useNowNear(end);
  const left = countdownOf(end, now);
  if (end.getTime() <= now.getTime()) {
    return <span className={cn('font-medium text-muted-foreground', className)}>{t('deadline.closed')}</span>;
  }
  // Beside its own label ("Bidding ends"), the moment alone.
  if (!left)
    return <span className={className}>{labelled ? format.dateTime(end) : t('deadline.endsAt', { date: format.dateTime(end) })}</span>;
  const spoken = spokenLeft(left);
  return (
    <span role="timer" className={cn('font-medium text-amber-700 tabular-nums dark:text-amber-400', className)}>
      <span aria-hidden="true">{t('deadline.endsIn', { clock: clockText(left) })}</span>
      <span className="sr-only">{t(spoken.unit === 'hours' ? 'deadline.hoursLeft' : 'deadline.minutesLeft', { count: spoken.count })}</span>
    </span>
  );
}
