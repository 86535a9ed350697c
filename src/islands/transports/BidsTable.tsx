import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { BidActions } from './BidActions';
import { BidRating } from './BidRating';
import { BidTransporter } from './BidTransporter';
import { SortableHead } from '@/components/app/SortableHead';
import type { BidSort } from './sort-bids';
import type { ReceivedBid } from './types';
import { BidValidity } from '../bids/BidValidity';
import { bidsHeadingId } from './JumpToBids';

export interface BidListProps {
  transportId: string;
  /** Already in the chosen order. */
  bids: ReceivedBid[];
  sort: BidSort;
  onSort: (key: BidSort['key']) => void;
  /** Only an OPEN transport can be awarded. */
  canAward: boolean;
  onAwarded: () => void;
}

/** The bids as a table (medium screens and up), sortable from the price and rating headers; each bid's company can be written to. */
export function BidsTable({ transportId, bids, sort, onSort, canAward, onAwarded }: BidListProps) {
  const { t } = useTranslation('transports');
  const { t: tb } = useTranslation(['bids', 'fleet']);
  const format = useFormat();
  return (
    <Table aria-labelledby={bidsHeadingId}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('bids.transporter')}</TableHead>
          <SortableHead column="rating" label={t('bids.rating')} sort={sort} onSort={onSort} />
          <SortableHead column="price" label={t('bids.price')} sort={sort} onSort={onSort} className="text-right" />
          <TableHead>{t('bids.message')}</TableHead>
          <TableHead className="whitespace-normal">{t('bids.pickupDate')}</TableHead>
          <TableHead>{tb('customer.vehicle')}</TableHead>
          <TableHead>{t('bids.status')}</TableHead>
          <TableHead>
            <span className="sr-only">{t('bids.action')}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bids.map((bid) => {
          const price = format.money(bid.amount, bid.currency);
          return (
            <TableRow key={bid.id}>
              <TableCell className="min-w-32 whitespace-normal">
                <BidTransporter bid={bid} />
              </TableCell>
              <TableCell className="min-w-24 whitespace-normal">
                <BidRating rating={bid.rating} />
              </TableCell>
              <TableCell className="text-right font-medium tabular-nums">{price}</TableCell>
              <TableCell className="max-w-64 min-w-40 text-sm whitespace-normal">{bid.message ?? '—'}</TableCell>
              <TableCell>{bid.pickupDate ? format.day(bid.pickupDate) : '—'}</TableCell>
              <TableCell className="min-w-24 whitespace-normal">
                {bid.vehicleType ? tb(`fleet:vehicleType.${bid.vehicleType}`) : '—'}
              </TableCell>
              <TableCell>
                <BidValidity status={bid.status} validUntil={bid.validUntil} expired={bid.expired} />
              </TableCell>
              <TableCell>
                <BidActions transportId={transportId} bid={bid} price={price} canAward={canAward} onAwarded={onAwarded} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
