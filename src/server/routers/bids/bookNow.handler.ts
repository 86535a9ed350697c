import { TRPCError } from '@trpc/server';
import { and, eq, ne } from 'drizzle-orm';
import { utcToday } from '@/lib/calendar-day';
import type { BookNowInput } from '@/lib/schemas/bid';
import { pickupWindow } from '@/lib/vehicle-fit';
import type { HandlerOptions } from '../../trpc';
import { bids } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';
import { checkBidVehicle } from '../../services/bids/check-bid-vehicle';
import { writeOwnBid } from '../../services/bids/write-own-bid';
import { move } from '../../services/transports/transport-moves';
import { tellAwarded } from '../../services/notifications/bid-events';
import { tellBookedNow } from '../../services/notifications/book-now-events';
import { writeAward } from '../../services/messages/award-messages';
import { countAward } from '../../services/price-band/record-award';
import { lockBookableAuction, refuseAfterDeadline } from './lock-auction';

/**
 * A transporter takes the job at once at the customer's book-now price: its bid (placed or updated
 * at that price, picked up on the first day of the loading window not before today) is awarded in the
 * same transaction. The transport row is locked first, as bids.place does, and the move to AWARDED
 * is the award's own (`move`), so a book-now racing an award or another book-now lets exactly one win:
 * the other waits for the lock and then finds the auction closed (CONFLICT). The customer, who did
 * not act, is told who booked it (bookedNow).
 */
export async function bookNowHandler({ ctx, input }: HandlerOptions<BookNowInput>) {
  const userId = ctx.auth.userId;
  const companyId = await companyIdOf(ctx.db, userId);
  return ctx.db.transaction(async (tx) => {
    const transport = await lockBookableAuction(tx, input.transportId);
    refuseAfterDeadline(transport);
    if (transport.bookNowAmount === null || !transport.bookNowCurrency) {
      throw new TRPCError({ code: 'CONFLICT', message: 'bids:bookNowUnavailable' });
    }
    await checkBidVehicle(tx, input.vehicleId, companyId, transport);
    const today = utcToday();
    const { from } = pickupWindow(transport);
    const now = new Date();
    const offer = {
      amount: transport.bookNowAmount,
      currency: transport.bookNowCurrency,
      message: null,
      pickupDate: from < today ? today : from,
      vehicleId: input.vehicleId,
      validUntil: null,
      companyId,
      status: 'ACCEPTED' as const,
      updatedAt: now,
    };
    const bid = await writeOwnBid(tx, transport.id, userId, offer);
    await move(tx, transport.id, 'OPEN', 'AWARDED', { awardedBidId: bid.id });
    await tx
      .update(bids)
      .set({ status: 'DECLINED', updatedAt: now })
      .where(and(eq(bids.transportId, transport.id), ne(bids.id, bid.id), eq(bids.status, 'PENDING')));
    await tellAwarded(tx, transport, bid.id);
    await tellBookedNow(tx, transport, { bidId: bid.id, companyId, amount: offer.amount, currency: offer.currency });
    await writeAward(tx, transport, companyId, 'company');
    await countAward(tx, transport, { ...offer, transporterId: userId });
    return { bidId: bid.id };
  });
}
