import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids } from '../../db/schema';

/** What a transporter's bid says; its transport and transporter are the row's key. */
export type BidOffer = Omit<typeof bids.$inferInsert, 'id' | 'transportId' | 'transporterId' | 'createdAt'>;

/**
 * Writes the transporter's one bid on a transport (bids.place and bids.bookNow): a new row, or its
 * standing (PENDING) or withdrawn one overwritten. An accepted or declined bid is left as it is: the
 * auction has closed (CONFLICT bids:auctionClosed).
 */
export async function writeOwnBid(tx: Db, transportId: string, transporterId: string, offer: BidOffer) {
  const [bid] = await tx
    .insert(bids)
    .values({ transportId, transporterId, ...offer })
    .onConflictDoUpdate({
      target: [bids.transportId, bids.transporterId],
      set: offer,
      setWhere: sql`${bids.status} in ('PENDING', 'WITHDRAWN')`,
    })
    .returning({ id: bids.id, status: bids.status });
  if (!bid) throw new TRPCError({ code: 'CONFLICT', message: 'bids:auctionClosed' });
  return bid;
}
