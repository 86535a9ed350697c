import { TRPCError } from '@trpc/server';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../platform/prepared';
import { bids } from '../../db/schema';

const offerColumns = [
  'amount',
  'currency',
  'message',
  'pickupDate',
  'vehicleId',
  'validUntil',
  'companyId',
  'status',
  'updatedAt',
] as const;
type OfferColumn = (typeof offerColumns)[number];

/** What a transporter's bid says, all of it on every write; its transport and transporter are the row's key. */
export type BidOffer = Required<Pick<typeof bids.$inferInsert, OfferColumn>>;

/**
 * One placeholder per column of the offer, sent as the driver sends any value (a column's own encoder
 * would refuse a null date); an overwrite takes the same values (`excluded`).
 */
const offerPlaceholders = Object.fromEntries(offerColumns.map((key) => [key, sql`${sql.placeholder(key)}`])) as Record<OfferColumn, SQL>;
const offerExcluded = Object.fromEntries(offerColumns.map((key) => [key, sql`excluded.${sql.identifier(bids[key].name)}`])) as Record<
  OfferColumn,
  SQL
>;

/** Prepared (issue 25): a bid update runs it again and again. */
const upsertOwnBid = preparedQuery('own_bid_upsert', (db) =>
  db
    .insert(bids)
    .values({ transportId: sql.placeholder('transportId'), transporterId: sql.placeholder('transporterId'), ...offerPlaceholders })
    .onConflictDoUpdate({
      target: [bids.transportId, bids.transporterId],
      set: offerExcluded,
      setWhere: sql`${bids.status} in ('PENDING', 'WITHDRAWN')`,
    })
    .returning({ id: bids.id, status: bids.status }),
);

/**
 * Writes the transporter's one bid on a transport (bids.place and bids.bookNow): a new row, or its
 * standing (PENDING) or withdrawn one overwritten. An accepted or declined bid is left as it is: the
 * auction has closed (CONFLICT bids:auctionClosed).
 */
export async function writeOwnBid(tx: Db, transportId: string, transporterId: string, offer: BidOffer) {
  const [bid] = await upsertOwnBid(tx).execute({ transportId, transporterId, ...offer });
  if (!bid) throw new TRPCError({ code: 'CONFLICT', message: 'bids:auctionClosed' });
  return bid;
}
