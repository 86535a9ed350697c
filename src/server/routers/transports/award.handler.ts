import { TRPCError } from '@trpc/server';
import { and, eq, ne } from 'drizzle-orm';
import { isExpired } from '@/lib/bid-standing';
import type { AwardBidInput } from '@/lib/schemas/transport';
import type { HandlerOptions } from '../../trpc';
import type { Db } from '../../db/client';
import { bids } from '../../db/schema';
import { liveBid } from '../../services/transports/bid-access';
import { loadForAction } from '../../services/transports/transport-access';
import { move } from '../../services/transports/transport-moves';
import { tellAwarded } from '../../services/notifications/bid-events';
import { writeAward } from '../../services/messages/award-messages';
import { countAward } from '../../services/price-band/record-award';

/** Why a bid could not be accepted: it is not on this transport, its offer ran out, or it no longer stands. */
async function refusal(db: Db, transportId: string, bidId: string): Promise<TRPCError> {
  const [bid] = await db
    .select()
    .from(bids)
    .where(and(eq(bids.id, bidId), eq(bids.transportId, transportId)))
    .limit(1);
  if (!bid) return new TRPCError({ code: 'NOT_FOUND', message: 'transports:bidNotFound' });
  if (bid.status === 'PENDING' && isExpired(bid.validUntil)) return new TRPCError({ code: 'CONFLICT', message: 'bids:offerExpired' });
  return new TRPCError({ code: 'CONFLICT', message: 'transports:bidNotPending' });
}

/**
 * The owner, while OPEN: accepts one bid, declines the rest, in one transaction. The transport moves
 * first (its row stays locked), and the bid is accepted only if it still stands (PENDING, within its
 * validity) at that moment: a withdrawal racing the award makes one of them fail, never both succeed.
 */
export async function awardHandler({ ctx, input }: HandlerOptions<AwardBidInput>) {
  const transport = await loadForAction(ctx.db, input.transportId, ctx.auth.userId, 'award');
  return ctx.db.transaction(async (tx) => {
    await move(tx, transport.id, 'OPEN', 'AWARDED', { awardedBidId: input.bidId });
    const now = new Date();
    const accepted = await tx
      .update(bids)
      .set({ status: 'ACCEPTED', updatedAt: now })
      .where(and(eq(bids.id, input.bidId), eq(bids.transportId, transport.id), liveBid))
      .returning({
        id: bids.id,
        companyId: bids.companyId,
        amount: bids.amount,
        currency: bids.currency,
        transporterId: bids.transporterId,
      });
    if (accepted.length === 0) throw await refusal(tx, transport.id, input.bidId);
    await tx
      .update(bids)
      .set({ status: 'DECLINED', updatedAt: now })
      .where(and(eq(bids.transportId, transport.id), ne(bids.id, input.bidId), eq(bids.status, 'PENDING')));
    await tellAwarded(tx, transport, input.bidId);
    await writeAward(tx, transport, accepted[0]?.companyId ?? null, 'customer');
    if (accepted[0]) await countAward(tx, transport, accepted[0]);
    return { success: true as const };
  });
}
