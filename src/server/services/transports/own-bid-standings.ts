/**
 * The caller's own bid on each load of a page, with where it stands (src/lib/bid-standing.ts, the
 * BidPanel's rule), for "Open loads", "My bids" and bids.mine. Read after the page, by the page's
 * transport ids: the (transport_id, transporter_id) unique index finds the own bids, the
 * transport_id prefix of that index the others' lowest offers, so the page's keyset read stays as is.
 */
import { and, eq, inArray, min, ne } from 'drizzle-orm';
import { bidStanding, type BidStanding } from '@/lib/bid-standing';
import type { BidStatus, TransportStatus } from '@/lib/constants';
import type { Db } from '../../db/client';
import { bids } from '../../db/schema';
import { liveBid } from './bid-access';

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

/** The caller's bid per load of the page (transport id → bid and standing); loads without one are absent. */
export async function ownBidStandings(
  db: Db,
  loads: readonly { id: string; status: TransportStatus }[],
  transporterId: string,
): Promise<Map<string, OwnBidStanding>> {
  const ids = loads.map((load) => load.id);
  if (ids.length === 0) return new Map();
  const [own, lowest] = await Promise.all([
    db
      .select({
        transportId: bids.transportId,
        amount: bids.amount,
        currency: bids.currency,
        status: bids.status,
        validUntil: bids.validUntil,
      })
      .from(bids)
      .where(and(inArray(bids.transportId, ids), eq(bids.transporterId, transporterId))),
    lowestOtherOffers(db, ids, transporterId),
  ]);
  const statusOf = new Map(loads.map((load) => [load.id, load.status]));
  const now = new Date();
  return new Map(
    own.map(({ transportId, ...bid }) => [
      transportId,
      { ...bid, standing: standingOn({ transportId, ...bid }, statusOf.get(transportId) ?? 'OPEN', lowest, now) },
    ]),
  );
}
