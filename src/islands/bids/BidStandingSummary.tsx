import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { bidStanding } from '@/lib/bid-standing';
import { BidStandingBadge } from './BidStandingBadge';
import type { BidStandingOnLoad } from './types';

interface BidStandingSummaryProps {
  standing: BidStandingOnLoad;
  /** The own bid's card, which the panel focuses after the bid changed. */
  ownBidRef?: Ref<HTMLDivElement>;
}

/** The standing on one load: how many bids stand, the lowest live offer per currency, and the own bid. */
export function BidStandingSummary({ standing, ownBidRef }: BidStandingSummaryProps) {
  const { t } = useTranslation('bids');
  const format = useFormat();
  const own = standing.ownBid;
  const lowestInCurrency = own ? (standing.lowest.find((row) => row.currency === own.currency)?.amount ?? null) : null;
  const ownStanding = own
    ? bidStanding({
        status: own.status,
        amount: own.amount,
        validUntil: own.validUntil,
        auctionOver: !standing.canBid,
        lowestOther: lowestInCurrency,
      })
    : null;
  return (
    <div className="grid gap-3 text-sm">
      {standing.lowest.length === 0 ? (
        <p className="text-muted-foreground">{t('panel.noLowest')}</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted-foreground">{t('panel.lowest')}</dt>
          <dd className="font-medium tabular-nums">{standing.lowest.map((row) => format.money(row.amount, row.currency)).join(' · ')}</dd>
        </dl>
      )}
      <p className="text-muted-foreground">{t('panel.bidCount', { count: standing.bidCount })}</p>
      {own && ownStanding && (
        <div ref={ownBidRef} tabIndex={-1} className="grid scroll-mt-4 gap-1 rounded-md border p-3" data-testid="own-bid">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium">{t('panel.yourBid')}</span>
            <BidStandingBadge standing={ownStanding} currency={own.currency} />
          </div>
          <p className="text-base font-semibold tabular-nums">{format.money(own.amount, own.currency)}</p>
          {own.status === 'PENDING' && !own.expired && (
            <p className="text-muted-foreground">
              {own.validUntil ? t('panel.standsUntil', { date: format.dateTime(own.validUntil) }) : t('panel.untilClosed')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
