/** Where a bid stands, as bids.mine and the BidPanel show it. */
import { describe, expect, it } from 'vitest';
import { bidStanding, isExpired, type StandingFacts } from '@/lib/bid-standing';

const now = new Date('2030-03-01T10:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);
const pending: StandingFacts = { status: 'PENDING', amount: 100, validUntil: hours(48), lowestOther: null };

describe('bidStanding', () => {
  it('names the customer decision and a withdrawal before anything else', () => {
    expect(bidStanding({ ...pending, status: 'ACCEPTED', validUntil: hours(-1) }, now)).toBe('accepted');
    expect(bidStanding({ ...pending, status: 'DECLINED' }, now)).toBe('declined');
    expect(bidStanding({ ...pending, status: 'WITHDRAWN', validUntil: hours(-1) }, now)).toBe('withdrawn');
  });

  it('a pending bid past its validity, or on an auction that closed, is expired', () => {
    expect(bidStanding({ ...pending, validUntil: now }, now)).toBe('expired');
    expect(bidStanding({ ...pending, auctionOver: true }, now)).toBe('expired');
  });

  it('is expiring within 24 hours of its end', () => {
    expect(bidStanding({ ...pending, validUntil: hours(24) }, now)).toBe('expiring');
    expect(bidStanding({ ...pending, validUntil: hours(25) }, now)).toBe('lowest');
  });

  it('is the lowest when no other live offer in its currency is cheaper (a tie counts as lowest), outbid otherwise', () => {
    expect(bidStanding(pending, now)).toBe('lowest');
    expect(bidStanding({ ...pending, validUntil: null, lowestOther: 100 }, now)).toBe('lowest');
    expect(bidStanding({ ...pending, lowestOther: 99.99 }, now)).toBe('outbid');
  });

  it('isExpired: null stands until the auction closes', () => {
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired(hours(-0.001), now)).toBe(true);
  });
});
