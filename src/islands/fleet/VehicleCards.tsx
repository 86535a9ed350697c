import { useTranslation } from 'react-i18next';
import { VehicleActions } from './VehicleActions';
import { TrackerIdText } from './TrackerIdText';
import { VehicleStatusBadge } from './VehicleStatusBadge';
import { SharingPausedBadge } from '../tracking/SharingPausedBadge';
import type { FleetVehicle } from './types';
import { useVehicleTexts } from './use-vehicle-texts';

interface VehicleCardsProps {
  vehicles: FleetVehicle[];
  onEdit: (vehicle: FleetVehicle) => void;
  onChanged: () => void;
}

/** The fleet on a phone: a card per vehicle, its facts as a short list and its actions under them. */
export function VehicleCards({ vehicles, onEdit, onChanged }: VehicleCardsProps) {
  const { t } = useTranslation('fleet');
  const texts = useVehicleTexts();
  return (
    <ul className="grid gap-3 @2xl/list:grid-cols-2">
      {vehicles.map((vehicle) => (
        <li key={vehicle.id} className="grid gap-3 rounded-lg border p-3 text-sm">
          <div className="flex items-start justify-between gap-2">
            <div>
              <h3 className="font-medium">{vehicle.name}</h3>
              <p className="font-mono text-muted-foreground">{vehicle.plate}</p>
            </div>
            <div className="flex flex-col items-end gap-1">
              <VehicleStatusBadge status={vehicle.status} />
              <SharingPausedBadge paused={vehicle.sharingPaused} />
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-x-3 gap-y-2">
            <div>
              <dt className="text-xs text-muted-foreground">{t('column.type')}</dt>
              <dd>{t(`vehicleType.${vehicle.type}`)}</dd>
            </div>
            <div>
              <dt className="text-xs text-muted-foreground">{t('column.capacity')}</dt>
              <dd className="tabular-nums">{texts.capacity(vehicle)}</dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs text-muted-foreground">{t('column.cargoSpace')}</dt>
              <dd className="tabular-nums">
                {texts.cargoSpace(vehicle)} · {texts.volume(vehicle)}
              </dd>
            </div>
            <div className="col-span-2">
              <dt className="text-xs text-muted-foreground">{t('column.tracker')}</dt>
              <dd>
                <TrackerIdText vehicle={vehicle} />
              </dd>
            </div>
          </dl>
          <VehicleActions vehicle={vehicle} onEdit={onEdit} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}
