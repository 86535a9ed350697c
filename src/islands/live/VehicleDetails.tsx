import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { Button } from '@/components/ui/button';
import { PlaceNear } from './PlaceNear';
import type { LiveVehicle } from './types';

interface VehicleDetailsProps {
  vehicle: LiveVehicle;
  onClose: () => void;
}

/** The selected vehicle's details over the map (Enter on the map opens it, Escape or ✕ closes it). */
export function VehicleDetails({ vehicle, onClose }: VehicleDetailsProps) {
  const { t } = useTranslation('live');
  const { t: tf } = useTranslation('fleet');
  const format = useFormat();
  const facts: [string, ReactNode][] = [
    [t('table.plate'), vehicle.plate],
    [t('table.status'), `${tf(`vehicleStatus.${vehicle.status}`)}${vehicle.sharingPaused ? ` · ${t('vehicle.paused')}` : ''}`],
    [
      t('table.speed'),
      vehicle.speedKmh === null ? t('table.none') : t('vehicle.speed', { speed: format.number(Math.round(vehicle.speedKmh)) }),
    ],
    [t('table.lastSeen'), vehicle.lastSeen === null ? t('vehicle.never') : format.activity(new Date(vehicle.lastSeen))],
    [
      t('table.position'),
      vehicle.lat === null || vehicle.lon === null ? t('table.none') : <PlaceNear lat={vehicle.lat} lon={vehicle.lon} country="name" />,
    ],
    [t('table.job'), vehicle.jobTitle ?? t('table.none')],
  ];
  return (
    <section
      aria-labelledby="live-details-heading"
      className="absolute right-2 bottom-8 left-2 z-10 rounded-md border bg-card p-3 text-sm text-card-foreground shadow-md sm:right-auto sm:w-72"
    >
      <div className="mb-2 flex items-start justify-between gap-2">
        <h2 id="live-details-heading" className="font-semibold">
          {vehicle.name}
        </h2>
        <Button variant="ghost" size="icon" className="-mt-1 -mr-1 size-7" aria-label={t('details.close')} onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
