import { TRPCError } from '@trpc/server';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TransportIdInput } from '@/lib/schemas/transport';
import { transitions } from '@/lib/transport-status';
import type { HandlerOptions } from '../../trpc';
import { transports } from '../../db/schema';
import { loadForAction } from '../../services/transports/transport-access';
import { standingBidderIds, tellAuctionEnded } from '../../services/notifications/bid-events';
import { closeThreads } from '../../services/messages/award-messages';

/** The owner, while no transporter was hired (OPEN, EXPIRED, or CANCELLED before an award). */
export async function removeHandler({ ctx, input }: HandlerOptions<TransportIdInput>) {
  const transport = await loadForAction(ctx.db, input.id, ctx.auth.userId, 'remove');
  return ctx.db.transaction(async (tx) => {
    const bidders = await standingBidderIds(tx, transport.id);
    await closeThreads(tx, transport.id);
    const removed = await tx
      .delete(transports)
      // Still removable now (an overdue auction may be stored as OPEN and read as EXPIRED).
      .where(
        and(eq(transports.id, transport.id), isNull(transports.awardedBidId), inArray(transports.status, [...transitions.remove.from])),
      )
      .returning({ id: transports.id });
    if (removed.length === 0) throw new TRPCError({ code: 'CONFLICT', message: 'transports:illegalTransition' });
    await tellAuctionEnded(tx, transport, bidders);
    return { success: true as const };
  });
}
