/**
 * The caller's own bid on each load of a page, with where it stands (src/lib/bid-standing.ts, the
 * BidPanel's rule), for "Open loads", "My bids" and bids.mine. For the load search it is a lateral
 * subquery joined to the page in the page's own query (issue 25: one round trip, not three): per
 * row of the page, the (transport_id, transporter_id) unique index finds the own bid and its
 * transport_id prefix the others' lowest live offer in that bid's currency.
 */
import { and, eq, inArray, min, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bidStanding, type BidStanding } from '@/lib/bid-standing';
import type { BidStatus, TransportStatus } from '@/lib/constants';
import type { Db } from '../../db/client';
import { bids } from '../../db/schema';
import { liveBid, liveBidIn } from './bid-access';

export interface OwnBidStanding {
  amount: number;
  currency: string;
  status: BidStatus;
  validUntil: Date | null;
  standing: BidStanding;
}

/** The lowest live offer of the other bidders, per transport and currency ("id/currency" → amount). */
export async function lowestOtherOffers(db: Db, transportIds: readonly string[], transporterId: string) {
  if (transportIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ transportId: bids.transportId, currency: bids.currency, amount: min(bids.amount) })
    .from(bids)
    .where(and(inArray(bids.transportId, [...transportIds]), ne(bids.transporterId, transporterId), liveBid))
    .groupBy(bids.transportId, bids.currency);
  return new Map(rows.map((row) => [`${row.transportId}/${row.currency}`, Number(row.amount)]));
}

/** Where a bid stands on a load read as `status` (asRead: EXPIRED once the loading day passed). */
export function standingOn(
  bid: { transportId: string; amount: number; currency: string; status: BidStatus; validUntil: Date | null },
  transportStatus: TransportStatus,
  lowest: Map<string, number>,
  now = new Date(),
): BidStanding {
  return bidStanding(
    {
      status: bid.status,
      amount: bid.amount,
      validUntil: bid.validUntil,
      auctionOver: transportStatus !== 'OPEN' && bid.status === 'PENDING',
      lowestOther: lowest.get(`${bid.transportId}/${bid.currency}`) ?? null,
    },
    now,
  );
}

const ownBid = alias(bids, 'own_bid');
const otherBid = alias(bids, 'other_bid');

/** Left-joined lateral to a page of loads: the caller's bid on the load whose id is `transportId`, if any. */
export function ownBidOnRow(transporterId: string | Placeholder, transportId: SQL | AnyPgColumn) {
  const query = new QueryBuilder();
  const lowestOther = query
    .select({ amount: min(otherBid.amount) })
    .from(otherBid)
    .where(
      and(
        eq(otherBid.transportId, ownBid.transportId),
        eq(otherBid.currency, ownBid.currency),
        ne(otherBid.transporterId, transporterId),
        liveBidIn(otherBid),
      ),
    );
  return (
    query
      .select({
        amount: ownBid.amount,
        currency: ownBid.currency,
        status: ownBid.status,
        validUntil: ownBid.validUntil,
        lowestOther: sql<number | null>`(${lowestOther})`.mapWith(Number).as('lowest_other'),
      })
      .from(ownBid)
      .where(and(eq(ownBid.transportId, transportId), eq(ownBid.transporterId, transporterId)))
      // One bid per transporter and load anyway; the limit keeps the planner from flattening this into
      // the join, where it read every bid of the caller and priced each before matching it to a row.
      .limit(1)
      .as('own_bid_on_row')
  );
}

/** The caller's bid from ownBidOnRow with where it stands, on a load read as `transportStatus` (asRead). */
export function ownBidStanding(
  bid: Omit<OwnBidStanding, 'standing'> & { lowestOther: number | null },
  transportStatus: TransportStatus,
  now = new Date(),
): OwnBidStanding {
  const { lowestOther, ...own } = bid;
  const auctionOver = transportStatus !== 'OPEN' && own.status === 'PENDING';
  return { ...own, standing: bidStanding({ ...own, auctionOver, lowestOther }, now) };
}
