import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Beside a vehicle's status in the fleet: customers see "paused" instead of its position. */
export function SharingPausedBadge({ paused }: { paused: boolean }) {
  const { t } = useTranslation('tracking');
  return paused ? <Badge variant="warning">{t('pause.badge')}</Badge> : null;
}
