import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { BiddingDeadline } from './BiddingDeadline';
import { TransportStatusBadge } from './TransportStatusBadge';
import { useFlexibleDay } from './use-flexible-day';
import type { MyTransport } from './types';

interface MyTransportsListProps {
  items: MyTransport[];
  onOpen: (id: string) => void;
}

/** The transports as cards on phones; each card is one button. */
export function MyTransportsList({ items, onOpen }: MyTransportsListProps) {
  const { t } = useTranslation('transports');
  const format = useFormat();
  const day = useFlexibleDay();
  return (
    <ul className="grid gap-3 @2xl/list:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            onClick={() => onOpen(item.id)}
            className="grid w-full gap-1.5 rounded-lg border p-3 text-left text-sm outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <span className="flex items-start justify-between gap-2">
              <span className="font-medium">{item.title}</span>
              <TransportStatusBadge status={item.status} />
            </span>
            <span className="text-muted-foreground">
              {item.loadingAddress} <span aria-hidden="true">→</span>
              <span className="sr-only"> {t('routeTo')} </span> {item.deliveryAddress}
            </span>
            <span className="flex flex-wrap gap-x-3 text-muted-foreground">
              <span>{t('mine.loadingOn', { date: day(item.loadingDate, item.loadingFlexible) })}</span>
              <span>{t('mine.bidCount', { count: item.bidCount })}</span>
              <span>{t('mine.activity', { when: format.activity(item.latestActivity) })}</span>
              {item.status === 'OPEN' && <BiddingDeadline endsAt={item.biddingEndsAt} />}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
