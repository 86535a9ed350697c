import { useTranslation } from 'react-i18next';
import { profilePaths } from '@/lib/paths';
import type { ReceivedBid } from './types';

const linkClass = 'rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** The company (to its public profile) over the transporter who bid (to theirs). */
export function BidTransporter({ bid }: { bid: ReceivedBid }) {
  const { t } = useTranslation('transports');
  const userLink = profilePaths.user(bid.transporterId);
  if (!bid.companyId || !bid.companyName) {
    return (
      <a className={`${linkClass} font-medium`} href={userLink}>
        {bid.transporterName}
      </a>
    );
  }
  // A one-person company often carries its owner's name; then the second link says whose profile it is.
  const sameName = bid.companyName.trim() === bid.transporterName.trim();
  return (
    <span className="grid justify-items-start">
      <a className={`${linkClass} font-medium`} href={profilePaths.company(bid.companyId)}>
        {bid.companyName}
      </a>
      <a className={`${linkClass} text-xs text-muted-foreground`} href={userLink}>
        {sameName ? t('bids.transporterProfile') : bid.transporterName}
      </a>
    </span>
  );
}
