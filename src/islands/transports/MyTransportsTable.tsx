import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { OpenableRow } from '@/components/app/OpenableRow';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { BiddingDeadline } from './BiddingDeadline';
import { TransportStatusBadge } from './TransportStatusBadge';
import type { MyTransport } from './types';

interface MyTransportsTableProps {
  items: MyTransport[];
  onOpen: (id: string) => void;
}

/** One row per transport; the title is the row's button, a click anywhere on the row does the same. */
export function MyTransportsTable({ items, onOpen }: MyTransportsTableProps) {
  const { t } = useTranslation('transports');
  const format = useFormat();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>{t('column.title')}</TableHead>
          <TableHead>{t('column.route')}</TableHead>
          <TableHead>{t('column.loadingDate')}</TableHead>
          <TableHead>{t('column.status')}</TableHead>
          <TableHead className="text-right">{t('column.bids')}</TableHead>
          <TableHead>{t('column.latestActivity')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <OpenableRow key={item.id} title={item.title} onOpen={() => onOpen(item.id)}>
            <TableCell className="max-w-72 min-w-52 text-sm whitespace-normal">
              <span className="block">{item.loadingAddress}</span>
              <span className="block text-muted-foreground">
                <span aria-hidden="true">→ </span>
                <span className="sr-only">{t('routeTo')} </span>
                {item.deliveryAddress}
              </span>
            </TableCell>
            <TableCell>
              {format.day(item.loadingDate)}
              {item.loadingFlexible && <span className="block text-xs text-muted-foreground">({t('flexible')})</span>}
            </TableCell>
            <TableCell className="min-w-40 whitespace-normal">
              <TransportStatusBadge status={item.status} />
              {item.status === 'OPEN' && <BiddingDeadline endsAt={item.biddingEndsAt} className="mt-1 block text-xs" />}
            </TableCell>
            <TableCell className="text-right tabular-nums">{item.bidCount}</TableCell>
            <TableCell className="text-muted-foreground whitespace-normal">
              <time dateTime={item.latestActivity.toISOString()} title={item.latestActivity.toLocaleString(format.locale)}>
                {format.activity(item.latestActivity)}
              </time>
            </TableCell>
          </OpenableRow>
        ))}
      </TableBody>
    </Table>
  );
}
