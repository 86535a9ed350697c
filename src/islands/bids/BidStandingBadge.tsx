import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import type { BidStanding } from '@/lib/bid-standing';
import { bidStandingTone } from '@/lib/status-tone';

/**
 * Where the own bid stands (lowest, outbid, expiring…), one look in the BidPanel and in the load lists.
 * Bids are compared in their own currency (no rate is assumed between them), which "Lowest in BAM" says:
 * a bid in BAM can be the lowest in BAM while a bid in EUR asks less.
 */
export function BidStandingBadge({ standing, currency }: { standing: BidStanding; currency: string }) {
  const { t } = useTranslation('bids');
  return <Badge variant={bidStandingTone[standing]}>{t(`standing.${standing}`, { currency })}</Badge>;
}
