import { useTranslation } from 'react-i18next';
import type { VehicleStatus } from '@/lib/constants';
import { Badge } from '@/components/ui/badge';

const variant = { AVAILABLE: 'success', ON_JOB: 'warning', MAINTENANCE: 'outline' } as const satisfies Record<VehicleStatus, string>;

export function VehicleStatusBadge({ status }: { status: VehicleStatus }) {
  const { t } = useTranslation('fleet');
  return <Badge variant={variant[status]}>{t(`vehicleStatus.${status}`)}</Badge>;
}
