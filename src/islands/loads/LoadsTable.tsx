import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { OpenableRow } from '@/components/app/OpenableRow';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useFlexibleDay } from '../transports/use-flexible-day';
import { LoadStatus } from './LoadStatus';
import { largestItem, loadSize, vehicleText } from './load-texts';
import type { LoadRow } from './types';

interface LoadsTableProps {
  items: LoadRow[];
  onOpen: (id: string) => void;
}

/** The spec's table: title, loading, delivery, updated, dimensions, vehicle, status. The title is the row's button. */
export function LoadsTable({ items, onOpen }: LoadsTableProps) {
  const { t } = useTranslation('loads');
  const { t: tt } = useTranslation('transports');
  const format = useFormat();
  const day = useFlexibleDay();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('column.title')}</TableHead>
          <TableHead>{t('column.loading')}</TableHead>
          <TableHead>{t('column.delivery')}</TableHead>
          <TableHead>{t('column.updated')}</TableHead>
          <TableHead>{t('column.dimensions')}</TableHead>
          <TableHead>{t('column.vehicle')}</TableHead>
          <TableHead>{t('column.status')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((load) => (
          <OpenableRow key={load.id} title={load.title} onOpen={() => onOpen(load.id)}>
            <TableCell className="max-w-56 min-w-32 text-sm whitespace-normal">
              <span className="block">{load.loadingAddress}</span>
              <span className="block text-muted-foreground">{day(load.loadingDate, load.loadingFlexible)}</span>
              {load.emptyKm !== null && (
                <span className="block text-muted-foreground">{t('row.emptyKm', { km: format.number(load.emptyKm) })}</span>
              )}
            </TableCell>
            <TableCell className="max-w-56 min-w-32 text-sm whitespace-normal">
              <span className="block">{load.deliveryAddress}</span>
              <span className="block text-muted-foreground">{day(load.deliveryDate, load.deliveryFlexible)}</span>
            </TableCell>
            <TableCell className="text-sm whitespace-normal">{format.activity(load.updatedAt)}</TableCell>
            <TableCell className="text-sm">
              <span className="block whitespace-nowrap">{loadSize(load, tt, format)}</span>
              <span className="block whitespace-nowrap text-muted-foreground">{largestItem(load, tt, format)}</span>
            </TableCell>
            <TableCell className="text-sm whitespace-normal">{vehicleText(load.vehicle, tt)}</TableCell>
            <TableCell className="min-w-36 whitespace-normal">
              <LoadStatus load={load} />
            </TableCell>
          </OpenableRow>
        ))}
      </TableBody>
    </Table>
  );
}
