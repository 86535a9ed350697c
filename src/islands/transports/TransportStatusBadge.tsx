import { useTranslation } from 'react-i18next';
import type { BidStatus, TransportStatus } from '@/lib/constants';
import { Badge } from '@/components/ui/badge';

type Variant = 'default' | 'secondary' | 'destructive' | 'outline' | 'success' | 'warning';

const transportVariant: Record<TransportStatus, Variant> = {
  OPEN: 'default',
  AWARDED: 'secondary',
  IN_TRANSIT: 'warning',
  DELIVERED: 'success',
  CANCELLED: 'destructive',
  EXPIRED: 'outline',
};

const bidVariant: Record<BidStatus, Variant> = {
  PENDING: 'outline',
  ACCEPTED: 'success',
  DECLINED: 'secondary',
  WITHDRAWN: 'outline',
};

export function TransportStatusBadge({ status }: { status: TransportStatus }) {
  const { t } = useTranslation('transports');
  return <Badge variant={transportVariant[status]}>{t(`status.${status}`)}</Badge>;
}

export function BidStatusBadge({ status }: { status: BidStatus }) {
  const { t } = useTranslation('transports');
  return <Badge variant={bidVariant[status]}>{t(`bidStatus.${status}`)}</Badge>;
}
