import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { VehicleActions } from './VehicleActions';
import { TrackerIdText } from './TrackerIdText';
import { VehicleStatusBadge } from './VehicleStatusBadge';
import { SharingPausedBadge } from '../tracking/SharingPausedBadge';
import type { FleetVehicle } from './types';
import { useVehicleTexts } from './use-vehicle-texts';

interface VehicleTableProps {
  vehicles: FleetVehicle[];
  onEdit: (vehicle: FleetVehicle) => void;
  onChanged: () => void;
}

/** The fleet on a desktop: one row per vehicle with its actions at the end. */
export function VehicleTable({ vehicles, onEdit, onChanged }: VehicleTableProps) {
  const { t } = useTranslation('fleet');
  const texts = useVehicleTexts();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>
            {t('column.name')} <span className="sr-only">/ </span>
            <span className="block text-xs font-normal text-muted-foreground">{t('column.plate')}</span>
          </TableHead>
          <TableHead>{t('column.type')}</TableHead>
          <TableHead className="text-right">{t('column.capacity')}</TableHead>
          <TableHead className="whitespace-normal">{t('column.cargoSpace')}</TableHead>
          <TableHead className="whitespace-normal">{t('column.tracker')}</TableHead>
          <TableHead>{t('column.status')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('column.actions')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {vehicles.map((vehicle) => (
          <TableRow key={vehicle.id}>
            <TableCell className="max-w-56 min-w-32 whitespace-normal">
              <span className="block font-medium">{vehicle.name}</span>
              <span className="block font-mono text-sm whitespace-nowrap text-muted-foreground">{vehicle.plate}</span>
            </TableCell>
            <TableCell className="whitespace-normal">{t(`vehicleType.${vehicle.type}`)}</TableCell>
            <TableCell className="text-right tabular-nums">{texts.capacity(vehicle)}</TableCell>
            <TableCell className="tabular-nums">
              <span className="block">{texts.cargoSpace(vehicle)}</span>
              <span className="block text-muted-foreground">{texts.volume(vehicle)}</span>
            </TableCell>
            <TableCell className="w-32 max-w-32">
              <TrackerIdText vehicle={vehicle} />
            </TableCell>
            <TableCell>
              <VehicleStatusBadge status={vehicle.status} /> <SharingPausedBadge paused={vehicle.sharingPaused} />
            </TableCell>
            <TableCell>
              <VehicleActions vehicle={vehicle} onEdit={onEdit} onChanged={onChanged} compact />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
