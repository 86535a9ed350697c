/**
 * What the bids' changes tell (issue 26), each called in the change's transaction: the customer hears
 * of a new, changed or withdrawn bid; a transporter that held the lowest offer in a currency hears
 * that it was outbid; at the award the winner hears it won and every other bidder that it did not.
 */
import { and, eq, ne, sql, type Placeholder } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bids, type Transport } from '../../db/schema';
import { notify } from './notify';
import { notificationPaths } from './notification-paths';
import { noticePrice } from '@/lib/notifications';

type Auction = Pick<Transport, 'id' | 'title' | 'ownerId'>;

export interface PlacedBid {
  id: string;
  transporterId: string;
  amount: number;
  currency: string;
  /** It stood before this placement (an update), rather than being new or placed again. */
  changed: boolean;
  at: Date;
}

/** A value, or a placeholder of a prepared statement that reads it. */
type Value = string | Placeholder;

const lowestOffer = { transporterId: bids.transporterId, amount: bids.amount };
export interface LowestOffer {
  transporterId: string;
  amount: number;
}

/**
 * Who else holds the lowest standing offer in `currency` now, read before the bid is written: a
 * query of its own, or a subquery that bids.place reads under the load's lock (lock-auction.ts).
 */
export function lowestOthersQuery(transportId: Value, currency: Value, transporterId: Value) {
  return new QueryBuilder()
    .select(lowestOffer)
    .from(bids)
    .where(lowestOthersWhere(transportId, currency, transporterId));
}

export async function lowestOthers(db: Db, transportId: string, currency: string, transporterId: string): Promise<LowestOffer[]> {
  return db
    .select(lowestOffer)
    .from(bids)
    .where(lowestOthersWhere(transportId, currency, transporterId));
}

function lowestOthersWhere(transportId: Value, currency: Value, transporterId: Value) {
  return and(
    eq(bids.transportId, transportId),
    eq(bids.currency, currency),
    eq(bids.status, 'PENDING'),
    ne(bids.transporterId, transporterId),
    sql`(${bids.validUntil} is null or ${bids.validUntil} > now())`,
    sql`${bids.amount} = (select min(b.amount) from bids b where b.transport_id = ${transportId} and b.currency = ${currency}
      and b.status = 'PENDING' and b.transporter_id <> ${transporterId} and (b.valid_until is null or b.valid_until > now()))`,
  );
}

export async function tellBidPlaced(db: Db, auction: Auction, bid: PlacedBid, lowestBefore: LowestOffer[]) {
  const price = noticePrice(bid.amount, bid.currency);
  await notify(db, {
    userId: auction.ownerId,
    kind: bid.changed ? 'bidChanged' : 'bidNew',
    subjectKey: auction.id,
    transportId: auction.id,
    path: notificationPaths.customerTransport(auction.id),
    params: { title: auction.title, ...price },
    eventKey: `bid:${bid.id}:${bid.at.getTime()}`,
  });
  await tellOutbid(db, auction, bid, lowestBefore, `outbid:${bid.id}:${bid.at.getTime()}`);
}

/**
 * Each transporter that held the lowest offer in the bid's currency (`lowestBefore`) and now offers
 * more hears it was outbid, once per `eventKey` (a bid placed, or a counter-offer accepted).
 */
export async function tellOutbid(
  db: Db,
  auction: Auction,
  bid: Pick<PlacedBid, 'amount' | 'currency'>,
  lowestBefore: LowestOffer[],
  eventKey: string,
) {
  for (const held of lowestBefore) {
    if (bid.amount >= held.amount) continue;
    await notify(db, {
      userId: held.transporterId,
      kind: 'outbid',
      subjectKey: auction.id,
      transportId: auction.id,
      path: notificationPaths.load(auction.id),
      params: { title: auction.title, ...noticePrice(bid.amount, bid.currency) },
      eventKey,
    });
  }
}

export async function tellBidWithdrawn(db: Db, auction: Auction, bidId: string, at: Date) {
  await notify(db, {
    userId: auction.ownerId,
    kind: 'bidWithdrawn',
    subjectKey: auction.id,
    transportId: auction.id,
    path: notificationPaths.customerTransport(auction.id),
    params: { title: auction.title },
    eventKey: `withdrawn:${bidId}:${at.getTime()}`,
  });
}

/** After the award's writes: the accepted bid's transporter won, the declined ones did not. */
export async function tellAwarded(db: Db, auction: Auction, acceptedBidId: string) {
  const rows = await db
    .select({ id: bids.id, transporterId: bids.transporterId, status: bids.status, amount: bids.amount, currency: bids.currency })
    .from(bids)
    .where(and(eq(bids.transportId, auction.id), sql`${bids.status} in ('ACCEPTED', 'DECLINED')`));
  for (const row of rows) {
    const won = row.id === acceptedBidId;
    await notify(db, {
      userId: row.transporterId,
      kind: won ? 'bidWon' : 'bidDeclined',
      subjectKey: auction.id,
      transportId: auction.id,
      path: won ? notificationPaths.job(auction.id) : notificationPaths.load(auction.id),
      params: { title: auction.title, ...noticePrice(row.amount, row.currency) },
      eventKey: `award:${auction.id}`,
    });
  }
}

/** Cancelled or deleted: every transporter whose bid still stood hears it (read before the bids go). */
export async function tellAuctionEnded(db: Db, auction: Auction, bidderIds: readonly string[]) {
  for (const userId of bidderIds) {
    await notify(db, {
      userId,
      kind: 'auctionCancelled',
      subjectKey: auction.id,
      transportId: null,
      path: notificationPaths.load(auction.id),
      params: { title: auction.title },
      eventKey: `ended:${auction.id}`,
    });
  }
}

export async function standingBidderIds(db: Db, transportId: string): Promise<string[]> {
  const rows = await db
    .select({ transporterId: bids.transporterId })
    .from(bids)
    .where(and(eq(bids.transportId, transportId), sql`${bids.status} in ('PENDING', 'ACCEPTED')`));
  return rows.map((row) => row.transporterId);
}
