import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { bidStatusTone, transportStatusTone } from '@/lib/status-tone';
import type { LoadRow } from './types';

/** The status column: the flexible marker and the bid count; in "my bids", where this company's bid stands. */
export function LoadStatus({ load }: { load: LoadRow }) {
  const { t } = useTranslation('loads');
  const { t: tt } = useTranslation('transports');
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      {(load.loadingFlexible || load.deliveryFlexible) && <Badge variant="outline">{t('row.flexible')}</Badge>}
      {load.status !== 'OPEN' && <Badge variant={transportStatusTone[load.status]}>{tt(`status.${load.status}`)}</Badge>}
      <span className="text-sm whitespace-nowrap">{t('row.bids', { count: load.bidCount })}</span>
      {load.myBidStatus && (
        <Badge variant={bidStatusTone[load.myBidStatus]}>{t('row.myBid', { status: tt(`bidStatus.${load.myBidStatus}`) })}</Badge>
      )}
    </span>
  );
}
