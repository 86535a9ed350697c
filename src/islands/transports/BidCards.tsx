import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { Button } from '@/components/ui/button';
import { BidActions } from './BidActions';
import { BidRating } from './BidRating';
import { BidTransporter } from './BidTransporter';
import type { BidListProps } from './BidsTable';
import { BidValidity } from '../bids/BidValidity';

/** The bids as cards on phones, with the same sort as buttons above them. */
export function BidCards({ transportId, bids, sort, onSort, canAward, onAwarded }: BidListProps) {
  const { t } = useTranslation('transports');
  const { t: tb } = useTranslation(['bids', 'fleet']);
  const format = useFormat();
  const arrow = (key: typeof sort.key) => (sort.key === key ? (sort.direction === 'ascending' ? ' ↑' : ' ↓') : '');
  return (
    <div className="grid gap-3">
      <div role="group" aria-label={t('bids.sort')} className="flex flex-wrap gap-2">
        {(['price', 'rating'] as const).map((key) => (
          <Button
            key={key}
            size="sm"
            variant={sort.key === key ? 'secondary' : 'outline'}
            aria-pressed={sort.key === key}
            onClick={() => onSort(key)}
          >
            {t(key === 'price' ? 'bids.price' : 'bids.rating')}
            <span aria-hidden="true">{arrow(key)}</span>
          </Button>
        ))}
      </div>
      <ul className="grid gap-3 @2xl/list:grid-cols-2">
        {bids.map((bid) => {
          const price = format.money(bid.amount, bid.currency);
          return (
            <li key={bid.id} className="grid gap-2 rounded-lg border p-3 text-sm">
              <div className="flex items-start justify-between gap-2">
                <BidTransporter bid={bid} />
                <span className="text-base font-semibold tabular-nums">{price}</span>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <BidRating rating={bid.rating} />
                <BidValidity status={bid.status} validUntil={bid.validUntil} expired={bid.expired} />
              </div>
              {bid.pickupDate && (
                <p>
                  <span className="text-muted-foreground">{t('bids.pickupDate')}: </span>
                  {format.day(bid.pickupDate)}
                </p>
              )}
              {bid.vehicleType && (
                <p>
                  <span className="text-muted-foreground">{tb('customer.vehicle')}: </span>
                  {tb(`fleet:vehicleType.${bid.vehicleType}`)}
                </p>
              )}
              {bid.message && <p>{bid.message}</p>}
              <BidActions transportId={transportId} bid={bid} price={price} canAward={canAward} onAwarded={onAwarded} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
