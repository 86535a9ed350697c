import { useTranslation } from 'react-i18next';
import { AwardBidButton } from './AwardBidButton';
import { OpenThreadButton } from './OpenThreadButton';
import type { ReceivedBid } from './types';

interface BidActionsProps {
  transportId: string;
  bid: ReceivedBid;
  /** The bid's price as shown, for the award's confirmation. */
  price: string;
  /** Only an OPEN transport can be awarded. */
  canAward: boolean;
  onAwarded: () => void;
}

/** What the customer can do with a bid (the table's last column, a card's foot): award it while it stands, write to its company. */
export function BidActions({ transportId, bid, price, canAward, onAwarded }: BidActionsProps) {
  const { t } = useTranslation('transports');
  const name = bid.companyName ?? bid.transporterName;
  const awardable = canAward && bid.status === 'PENDING' && !bid.expired;
  if (!awardable && !bid.companyId) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {awardable && <AwardBidButton transportId={transportId} bidId={bid.id} name={name} price={price} onAwarded={onAwarded} />}
      {bid.companyId && (
        <OpenThreadButton
          transportId={transportId}
          companyId={bid.companyId}
          text={t('bids.messageCompany')}
          label={t('bids.messageCompanyNamed', { name })}
        />
      )}
    </div>
  );
}
