import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { OpenableRow } from '@/components/app/OpenableRow';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { JobDays } from './JobDays';
import { JobRoute } from './JobRoute';
import type { JobRow } from './types';

interface JobsTableProps {
  items: JobRow[];
  onOpen: (id: string) => void;
}

/** One row per job; the title is the row's button, a click anywhere on the row does the same. */
export function JobsTable({ items, onOpen }: JobsTableProps) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('column.title')}</TableHead>
          <TableHead>{t('column.route')}</TableHead>
          <TableHead>{t('column.days')}</TableHead>
          <TableHead>{t('column.customer')}</TableHead>
          <TableHead>{t('column.vehicle')}</TableHead>
          <TableHead className="text-right">{t('column.amount')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((job) => (
          <OpenableRow key={job.id} title={job.title} onOpen={() => onOpen(job.id)}>
            <TableCell className="max-w-64 min-w-44 text-sm whitespace-normal">
              <JobRoute from={job.loadingAddress} to={job.deliveryAddress} />
            </TableCell>
            <TableCell className="text-sm">
              <JobDays job={job} />
            </TableCell>
            <TableCell className="max-w-44 text-sm whitespace-normal">{job.customerCompany ?? job.customerName}</TableCell>
            <TableCell className="max-w-44 text-sm whitespace-normal">
              {job.vehicleName ? (
                <>
                  <span className="block">{job.vehicleName}</span>
                  <span className="block text-muted-foreground">{job.vehiclePlate}</span>
                </>
              ) : (
                <span className="text-muted-foreground">{t('noVehicle')}</span>
              )}
            </TableCell>
            <TableCell className="text-right tabular-nums">{format.money(job.amount, job.currency)}</TableCell>
          </OpenableRow>
        ))}
      </TableBody>
    </Table>
  );
}
