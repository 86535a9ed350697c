import type { SortState } from '@/components/app/SortableHead';
import type { ReceivedBid } from './types';

export type BidSortKey = 'price' | 'rating';
export type BidSort = SortState<BidSortKey>;

/** Cheapest first is how bids arrive; ratings start with the best. Unrated transporters sort last. */
export const firstDirection: Record<BidSortKey, BidSort['direction']> = { price: 'ascending', rating: 'descending' };

export function nextSort(current: BidSort, key: BidSortKey): BidSort {
  if (current.key !== key) return { key, direction: firstDirection[key] };
  return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
}

/**
 * Units of each currency per euro, only to rank offers made in different currencies (a transporter
 * from Serbia bids in dinars). BAM is pegged; RSD and CHF are rounded recent rates, close enough to order.
 */
const perEuro: Record<string, number> = { EUR: 1, BAM: 1.95583, RSD: 117.2, CHF: 0.94 };

export function inEuros(bid: Pick<ReceivedBid, 'amount' | 'currency'>): number {
  return bid.amount / (perEuro[bid.currency] ?? 1);
}

export function sortBids(bids: readonly ReceivedBid[], sort: BidSort): ReceivedBid[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...bids].sort((a, b) => {
    if (sort.key === 'price') return sign * (inEuros(a) - inEuros(b));
    const ra = a.rating.average;
    const rb = b.rating.average;
    if (ra === null || rb === null) return ra === rb ? 0 : ra === null ? 1 : -1;
    return sign * (ra - rb) || sign * (a.rating.count - b.rating.count);
  });
}
