import { useTranslation } from 'react-i18next';
import { TriangleAlertIcon } from 'lucide-react';
import { useFormat } from '@/client/use-format';
import { ConfirmButton } from '@/components/app/ConfirmButton';
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
      {warnings.length > 0 && (
        <ul className="grid gap-2 rounded-md border border-warning/70 bg-warning/15 p-3 text-sm">
          {warnings.map((warning) => (
            <li key={warning} className="flex gap-2">
              <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
              <span>{texts[warning]}</span>
            </li>
          ))}
        </ul>
      )}
    </ConfirmButton>
  );
}
