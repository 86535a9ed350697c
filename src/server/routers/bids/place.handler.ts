import { TRPCError } from '@trpc/server';
import { isExpired } from '@/lib/bid-standing';
import { utcToday } from '@/lib/calendar-day';
import { cappedToLoadingDay, type PlaceBidInput } from '@/lib/schemas/bid';
import { pickupWindow } from '@/lib/vehicle-fit';
import type { HandlerOptions } from '../../trpc';
import type { Bid, Transport } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';
import { refuseUnfitVehicle } from '../../services/bids/check-bid-vehicle';
import { writeOwnBid } from '../../services/bids/write-own-bid';
import { tellBidPlaced } from '../../services/notifications/bid-events';
import { lockOpenAuctionToBid, refuseAfterDeadline } from './lock-auction';

/**
 * The moment the offer stands until: the one sent, capped to the loading day; none sent keeps the
 * standing (PENDING, not expired) bid's own, so an update changes only what the transporter changed. A new bid,
 * or a withdrawn one placed again, must say it.
 */
function validUntilOf(input: PlaceBidInput, transport: Transport, own: Bid | undefined): Date | null {
  if (input.validUntil) return cappedToLoadingDay(input.validUntil, transport.loadingDate);
  if (own?.status !== 'PENDING') throw new TRPCError({ code: 'BAD_REQUEST', message: 'bids:validUntilRequired' });
  if (isExpired(own.validUntil)) throw new TRPCError({ code: 'BAD_REQUEST', message: 'bids:validUntilPast' });
  return own.validUntil;
}

/**
 * Creates or updates the caller's bid (one row per transporter and transport) while the auction is
 * OPEN; a withdrawn bid placed again stands again (PENDING). The transport row stays locked until the
 * bid is written, so an award cannot slip in between the check and the write. An offer standing past
 * the end of the loading day (UTC, as the form counts it) is stored until then: the auction closes then.
 */
export async function placeHandler({ ctx, input }: HandlerOptions<PlaceBidInput>) {
  const userId = ctx.auth.userId;
  const companyId = await companyIdOf(ctx.db, userId);
  return ctx.db.transaction(async (tx) => {
    const { transport, ownBid, vehicle, lowestBefore } = await lockOpenAuctionToBid(tx, input, userId, companyId);
    refuseAfterDeadline(transport);
    const window = pickupWindow(transport);
    const today = utcToday();
    if (input.pickupDate < window.from || input.pickupDate > window.to || input.pickupDate < today) {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'bids:pickupOutsideWindow' });
    }
    refuseUnfitVehicle(vehicle, transport);
    const validUntil = validUntilOf(input, transport, ownBid);
    const standing = ownBid?.status === 'PENDING';
    const offer = {
      amount: input.amount,
      currency: input.currency,
      message: input.message ? input.message : null,
      pickupDate: input.pickupDate,
      vehicleId: input.vehicleId,
      validUntil,
      companyId,
      status: 'PENDING' as const,
      updatedAt: new Date(),
    };
    const bid = await writeOwnBid(tx, transport.id, userId, offer);
    await tellBidPlaced(
      tx,
      transport,
      { id: bid.id, transporterId: userId, amount: input.amount, currency: input.currency, changed: standing, at: offer.updatedAt },
      lowestBefore,
    );
    return bid;
  });
}
