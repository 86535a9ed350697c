import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { BidTransportInput } from '@/lib/schemas/bid';
import type { HandlerOptions } from '../../trpc';
import { bids } from '../../db/schema';
import { lockOpenAuction } from './lock-auction';
import { tellBidWithdrawn } from '../../services/notifications/bid-events';
import { closeOpenOffers } from '../../services/messages/counter-offers';

/** The caller's own PENDING bid on an OPEN transport becomes WITHDRAWN (it no longer counts or can be awarded). */
export async function withdrawHandler({ ctx, input }: HandlerOptions<BidTransportInput>) {
  const userId = ctx.auth.userId;
  return ctx.db.transaction(async (tx) => {
    const { transport, ownBid } = await lockOpenAuction(tx, input.transportId, userId);
    const [bid] = await tx
      .update(bids)
      .set({ status: 'WITHDRAWN', updatedAt: new Date() })
      .where(and(eq(bids.transportId, transport.id), eq(bids.transporterId, userId), eq(bids.status, 'PENDING')))
      .returning({ id: bids.id, status: bids.status, updatedAt: bids.updatedAt, companyId: bids.companyId });
    if (bid) {
      await tellBidWithdrawn(tx, transport, bid.id, bid.updatedAt);
      if (bid.companyId) await closeOpenOffers(tx, transport.id, bid.companyId);
      return { id: bid.id, status: bid.status };
    }
    if (!ownBid) throw new TRPCError({ code: 'NOT_FOUND', message: 'bids:notFound' });
    throw new TRPCError({ code: 'CONFLICT', message: 'bids:notPending' });
  });
}
