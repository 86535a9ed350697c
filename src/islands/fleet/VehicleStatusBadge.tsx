import { useTranslation } from 'react-i18next';
import type { VehicleStatus } from '@/lib/constants';
import { vehicleStatusTone } from '@/lib/status-tone';
import { Badge } from '@/components/ui/badge';

export function VehicleStatusBadge({ status }: { status: VehicleStatus }) {
  const { t } = useTranslation('fleet');
  return <Badge variant={vehicleStatusTone[status]}>{t(`vehicleStatus.${status}`)}</Badge>;
}
