import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import type { JobRow } from './types';

interface JobsCardsProps {
  items: JobRow[];
  onOpen: (id: string) => void;
}

/** The jobs as cards on phones; each card is one button. */
export function JobsCards({ items, onOpen }: JobsCardsProps) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  return (
    <ul className="grid gap-3 @2xl/list:grid-cols-2">
      {items.map((job) => (
        <li key={job.id}>
          <button
            type="button"
            onClick={() => onOpen(job.id)}
            className="grid w-full gap-1.5 rounded-lg border p-3 text-left text-sm outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="font-medium">{job.title}</span>
              <span className="font-medium whitespace-nowrap tabular-nums">{format.money(job.amount, job.currency)}</span>
            </span>
            <span className="text-muted-foreground">
              {job.loadingAddress} <span aria-hidden="true">→</span>
              <span className="sr-only"> {t('routeTo')} </span> {job.deliveryAddress}
            </span>
            <span className="flex flex-wrap gap-x-3 text-muted-foreground">
              <span>
                {t('loadingDay')}: {format.day(job.loadingDate)}
              </span>
              <span>
                {t('deliveryDay')}: {format.day(job.deliveryDate)}
              </span>
            </span>
            <span className="flex flex-wrap gap-x-3 text-muted-foreground">
              <span>{job.customerCompany ?? job.customerName}</span>
              <span>{job.vehicleName ? `${job.vehicleName} · ${job.vehiclePlate}` : t('noVehicle')}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
