import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Button } from '@/components/ui/button';
import { PlaceNear } from './PlaceNear';
import type { LiveVehicle } from './types';

interface LiveTableProps {
  vehicles: LiveVehicle[];
  selected: string | null;
  onSelect: (vehicleId: string | null) => void;
}

/** The map's accessible alternative: every vehicle with its latest position as text. */
export function LiveTable({ vehicles, selected, onSelect }: LiveTableProps) {
  const { t } = useTranslation('live');
  const { t: tf } = useTranslation('fleet');
  const format = useFormat();
  return (
    <Table>
      <TableCaption>{t('table.caption')}</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{t('table.vehicle')}</TableHead>
          <TableHead scope="col">{t('table.plate')}</TableHead>
          <TableHead scope="col">{t('table.status')}</TableHead>
          <TableHead scope="col" className="text-right">
            {t('table.speed')}
          </TableHead>
          <TableHead scope="col">{t('table.lastSeen')}</TableHead>
          <TableHead scope="col">{t('table.position')}</TableHead>
          <TableHead scope="col">{t('table.job')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {vehicles.map((vehicle) => (
          <TableRow key={vehicle.id} data-state={vehicle.id === selected ? 'selected' : undefined}>
            <TableHead scope="row" className="font-medium whitespace-normal">
              {/* A long name wraps: with the side list gone the seven columns fit 1366 px (issue 29). */}
              <Button
                variant="link"
                className="h-auto p-0 text-left whitespace-normal"
                aria-pressed={vehicle.id === selected}
                onClick={() => onSelect(vehicle.id)}
              >
                {vehicle.name}
              </Button>
            </TableHead>
            <TableCell className="font-mono text-sm whitespace-nowrap">{vehicle.plate}</TableCell>
            <TableCell>
              {tf(`vehicleStatus.${vehicle.status}`)}
              {vehicle.sharingPaused && <span className="block text-muted-foreground">{t('vehicle.paused')}</span>}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {vehicle.speedKmh === null ? t('table.none') : t('vehicle.speed', { speed: format.number(Math.round(vehicle.speedKmh)) })}
            </TableCell>
            <TableCell>{vehicle.lastSeen === null ? t('vehicle.never') : format.activity(new Date(vehicle.lastSeen))}</TableCell>
            <TableCell>
              {vehicle.lat === null || vehicle.lon === null ? t('table.none') : <PlaceNear lat={vehicle.lat} lon={vehicle.lon} />}
            </TableCell>
            <TableCell className="max-w-56 whitespace-normal">{vehicle.jobTitle ?? t('table.none')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
