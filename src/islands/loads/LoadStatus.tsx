import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useFormat } from '@/client/use-format';
import { transportStatusTone } from '@/lib/status-tone';
import { BidStandingBadge } from '../bids/BidStandingBadge';
import { LoadTerms } from './LoadTerms';
import type { LoadRow } from './types';

/** The status column: the flexible marker and the bid count; the own bid with where it stands (issue 30); the auction's terms (issue 28). */
export function LoadStatus({ load }: { load: LoadRow }) {
  const { t } = useTranslation('loads');
  const { t: tt } = useTranslation('transports');
  const format = useFormat();
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {(load.loadingFlexible || load.deliveryFlexible) && <Badge variant="outline">{t('row.flexible')}</Badge>}
      {load.status !== 'OPEN' && <Badge variant={transportStatusTone[load.status]}>{tt(`status.${load.status}`)}</Badge>}
      <span className="text-sm whitespace-nowrap">{t('row.bids', { count: load.bidCount })}</span>
      {load.myBid && (
        <span className="flex flex-wrap items-center gap-1.5" data-testid="my-bid">
          <span className="text-sm font-medium tabular-nums">
            {t('row.myBid', { amount: format.money(load.myBid.amount, load.myBid.currency) })}
          </span>
          <BidStandingBadge standing={load.myBid.standing} currency={load.myBid.currency} />
        </span>
      )}
      <LoadTerms load={load} />
    </span>
  );
}
