import { profilePaths } from '@/lib/paths';
import type { ReceivedBid } from './types';

const linkClass =
  'rounded-sm font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * Who bid: the transport company, to its public profile (one public identity, issue 28; the rating
 * beside it is the company's). A bid without a company names its user, to theirs.
 */
export function BidTransporter({ bid }: { bid: ReceivedBid }) {
  const company = bid.companyId && bid.companyName ? { id: bid.companyId, name: bid.companyName } : null;
  return (
    <a className={linkClass} href={company ? profilePaths.company(company.id) : profilePaths.user(bid.transporterId)}>
      {company ? company.name : bid.transporterName}
    </a>
  );
}
