import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BidCards } from './BidCards';
import { BidsTable } from './BidsTable';
import { nextSort, sortBids, type BidSort } from './sort-bids';
import type { ReceivedBid } from './types';
import { features } from '@/lib/features';
import { bidsHeadingId } from './JumpToBids';
import { TableOrCards } from '@/components/app/TableOrCards';

interface TransportBidsProps {
  transportId: string;
  /** Every bid received, the withdrawn ones too (marked so). */
  bids: ReceivedBid[];
  /** The bids that stand (the transport's count, as the list of transports and the load search show it). */
  standing: number;
  canAward: boolean;
  onAwarded: () => void;
}

/** "Bids received": one sort for the table (md and up) and the cards (phones). */
export function TransportBids({ transportId, bids, standing, canAward, onAwarded }: TransportBidsProps) {
  const { t } = useTranslation('transports');
  const [sort, setSort] = useState<BidSort>({ key: 'price', direction: 'ascending' });
  const props = {
    transportId,
    bids: sortBids(bids, sort),
    sort,
    onSort: (key: BidSort['key']) => setSort((current) => nextSort(current, key)),
    canAward,
    onAwarded,
  };
  return (
    <section className="grid gap-2" aria-labelledby={bidsHeadingId}>
      <h3 id={bidsHeadingId} tabIndex={-1} className="scroll-mt-4 font-semibold">
        {t('bids.heading')} <span className="font-normal text-muted-foreground">({t('bids.count', { count: standing })})</span>
      </h3>
      {bids.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          {t(features.transporterMarketplace ? 'bids.empty' : 'bids.emptyBeforeMarketplace')}
        </p>
      ) : (
        <TableOrCards fits="bids" table={<BidsTable {...props} />} cards={<BidCards {...props} />} />
      )}
    </section>
  );
}
