import { TRPCError } from '@trpc/server';
import { and, eq, ne } from 'drizzle-orm';
import type { AwardBidInput } from '@/lib/schemas/transport';
import type { HandlerOptions } from '../../trpc';
import { bids } from '../../db/schema';
import { loadForAction } from '../../services/transport-access';
import { move } from '../../services/transport-moves';

/** The owner, while OPEN: accepts one bid, declines the rest, in one transaction. */
export async function awardHandler({ ctx, input }: HandlerOptions<AwardBidInput>) {
  const transport = await loadForAction(ctx.db, input.transportId, ctx.auth.userId, 'award');
  return ctx.db.transaction(async (tx) => {
    const [bid] = await tx
      .select()
      .from(bids)
      .where(and(eq(bids.id, input.bidId), eq(bids.transportId, transport.id)))
      .limit(1);
    if (!bid) throw new TRPCError({ code: 'NOT_FOUND', message: 'transports:bidNotFound' });
    if (bid.status !== 'PENDING') throw new TRPCError({ code: 'CONFLICT', message: 'transports:bidNotPending' });
    await move(tx, transport.id, 'OPEN', 'AWARDED', { awardedBidId: bid.id });
    const now = new Date();
    await tx.update(bids).set({ status: 'ACCEPTED', updatedAt: now }).where(eq(bids.id, bid.id));
    await tx
      .update(bids)
      .set({ status: 'DECLINED', updatedAt: now })
      .where(and(eq(bids.transportId, transport.id), ne(bids.id, bid.id), eq(bids.status, 'PENDING')));
    return { success: true as const };
  });
}
