import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BidStanding } from '@/lib/bid-standing';
import { bidStandingTone } from '@/lib/status-tone';

/** Where the own bid stands (lowest, outbid, expiring…), one look in the BidPanel and in the load lists. */
export function BidStandingBadge({ standing }: { standing: BidStanding }) {
  const { t } = useTranslation('bids');
  return <Badge variant={bidStandingTone[standing]}>{t(`standing.${standing}`)}</Badge>;
}
