import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { LoadStatus } from './LoadStatus';
import { loadSize, vehicleText } from './load-texts';
import type { LoadRow } from './types';

/** The loads as cards on a phone; each card opens the load. */
export function LoadsCards({ items, onOpen }: { items: LoadRow[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation('loads');
  const { t: tt } = useTranslation('transports');
  const format = useFormat();
  return (
    <ul className="grid gap-3 @2xl/list:grid-cols-2">
      {items.map((load) => (
        <li key={load.id} className="grid gap-2 rounded-lg border p-3 text-sm">
          <button
            type="button"
            onClick={() => onOpen(load.id)}
            className="rounded-sm text-left font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {load.title}
          </button>
          <span className="text-muted-foreground">
            {load.loadingAddress} <span aria-hidden="true">→</span>
            <span className="sr-only"> {tt('routeTo')} </span> {load.deliveryAddress}
          </span>
          <span className="flex flex-wrap gap-x-3 text-muted-foreground">
            <span>{format.day(load.loadingDate)}</span>
            <span>{loadSize(load, tt, format)}</span>
            <span>{vehicleText(load.vehicle, tt)}</span>
            {load.emptyKm !== null && <span>{t('row.emptyKm', { km: format.number(load.emptyKm) })}</span>}
          </span>
          <LoadStatus load={load} />
        </li>
      ))}
    </ul>
  );
}
