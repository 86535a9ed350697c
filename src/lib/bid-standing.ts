/**
 * Where a transporter's bid stands (issue 10), one word for the lists and the BidPanel: the customer
 * took it or another, it was withdrawn, its validity ran out (or runs out within a day), or it is the
 * cheapest live offer in its currency or not.
 */
import type { BidStatus } from './constants';

export const bidStandings = ['lowest', 'outbid', 'expiring', 'expired', 'accepted', 'declined', 'withdrawn'] as const;
export type BidStanding = (typeof bidStandings)[number];

/** A bid whose validity ends within this long shows as expiring. */
export const expiringWithinMs = 24 * 3_600_000;

export interface StandingFacts {
  status: BidStatus;
  amount: number;
  validUntil: Date | null;
  /** The auction closed without an award (its loading day passed): a pending bid there is expired too. */
  auctionOver?: boolean;
  /** The lowest other live offer in the bid's currency, or null when there is none. */
  lowestOther: number | null;
}

export function isExpired(validUntil: Date | null, now = new Date()): boolean {
  return validUntil !== null && validUntil.getTime() <= now.getTime();
}

export function bidStanding(bid: StandingFacts, now = new Date()): BidStanding {
  if (bid.status === 'ACCEPTED') return 'accepted';
  if (bid.status === 'DECLINED') return 'declined';
  if (bid.status === 'WITHDRAWN') return 'withdrawn';
  if (bid.auctionOver || isExpired(bid.validUntil, now)) return 'expired';
  if (bid.validUntil && bid.validUntil.getTime() - now.getTime() <= expiringWithinMs) return 'expiring';
  return bid.lowestOther === null || bid.amount <= bid.lowestOther ? 'lowest' : 'outbid';
}
