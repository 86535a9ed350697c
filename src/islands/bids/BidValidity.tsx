import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { Badge } from '@/components/ui/badge';
import type { BidStatus } from '@/lib/constants';
import { BidStatusBadge } from '../transports/TransportStatusBadge';

interface BidValidityProps {
  status: BidStatus;
  validUntil: Date | null;
  expired: boolean;
}

/** A received bid's status, and while it is pending until when it stands, or that it has expired. */
export function BidValidity({ status, validUntil, expired }: BidValidityProps) {
  const { t } = useTranslation('bids');
  const format = useFormat();
  if (status !== 'PENDING') return <BidStatusBadge status={status} />;
  if (expired) return <Badge variant="danger">{t('customer.expired')}</Badge>;
  return (
    <span className="grid justify-items-start gap-1">
      <BidStatusBadge status={status} />
      <span className="min-w-28 text-xs whitespace-normal text-muted-foreground">
        {validUntil ? t('panel.standsUntil', { date: format.dateTime(validUntil) }) : t('panel.untilClosed')}
      </span>
    </span>
  );
}
