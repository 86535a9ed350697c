import { useTranslation } from 'react-i18next';
import type { BidStatus, TransportStatus } from '@/lib/constants';
import { bidStatusTone, transportStatusTone } from '@/lib/status-tone';
import { Badge } from '@/components/ui/badge';

export function TransportStatusBadge({ status }: { status: TransportStatus }) {
  const { t } = useTranslation('transports');
  return <Badge variant={transportStatusTone[status]}>{t(`status.${status}`)}</Badge>;
}

export function BidStatusBadge({ status }: { status: BidStatus }) {
  const { t } = useTranslation('transports');
  return <Badge variant={bidStatusTone[status]}>{t(`bidStatus.${status}`)}</Badge>;
}
