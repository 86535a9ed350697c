import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { ConfirmButton } from '@/components/app/ConfirmButton';
import { Warnings } from '@/components/app/Warnings';
import { toCalendarDay } from '@/lib/calendar-day';
import { startTransitWarnings } from '@/lib/start-transit-warnings';
import type { VehicleChoice } from './types';

interface StartTransitConfirmProps {
  loadingDate: string;
  vehicle: VehicleChoice;
  onConfirm: () => Promise<void>;
}

/** "Start transit", confirmed in a dialog that names what looks early: a loading day still ahead, a vehicle far from the pickup. */
export function StartTransitConfirm({ loadingDate, vehicle, onConfirm }: StartTransitConfirmProps) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  const warnings = startTransitWarnings({ loadingDate, today: toCalendarDay(new Date()), vehicleKm: vehicle.pickupKm });
  const texts = {
    loadingLater: t('start.warnLoadingLater', { day: format.longDay(loadingDate) }),
    vehicleFar: t('start.warnVehicleFar', { vehicle: vehicle.name, km: format.number(Math.round(vehicle.pickupKm ?? 0)) }),
  };

  return (
    <ConfirmButton
      trigger={t('start.action')}
      variant="default"
      title={t(warnings.length > 0 ? 'start.confirmWarnTitle' : 'start.confirmTitle')}
      text={t('start.confirmText')}
      confirm={t(warnings.length > 0 ? 'start.confirmAnyway' : 'start.action')}
      dismiss={t('actions.keep')}
      onConfirm={onConfirm}
    >
      {warnings.length > 0 && <Warnings items={warnings.map((warning) => texts[warning])} />}
    </ConfirmButton>
  );
}
