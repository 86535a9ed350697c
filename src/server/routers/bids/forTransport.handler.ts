import { and, asc, eq, min } from 'drizzle-orm';
import { biddingOpen } from '@/lib/auction-terms';
import { isExpired } from '@/lib/bid-standing';
import type { BidTransportInput } from '@/lib/schemas/bid';
import { fitProblems, pickupWindow } from '@/lib/vehicle-fit';
import type { HandlerOptions } from '../../trpc';
import { bids, vehicles } from '../../db/schema';
import { companyIdOf } from '../../services/accounts/company-of';
import { liveBid, loadShapeOf, ownBidOf, visibleToTransporter } from '../../services/transports/bid-access';
import { findTransport, notFound } from '../../services/transports/transport-access';

/**
 * The standing on one load for the BidPanel: whether bids are taken now (OPEN, before the deadline), the book-now price, the caller's own bid, how many bids stand, the lowest
 * live offer per currency, the pickup window, and the company's vehicles with what keeps each from
 * carrying this load (fitting available ones first). Nothing names another company or its vehicle.
 */
export async function forTransportHandler({ ctx, input }: HandlerOptions<BidTransportInput>) {
  const { db } = ctx;
  const userId = ctx.auth.userId;
  const transport = await findTransport(db, input.transportId);
  if (!transport) throw notFound();
  const own = await ownBidOf(db, transport.id, userId);
  if (!visibleToTransporter(transport, own)) throw notFound();
  const companyId = await companyIdOf(db, userId);
  const [lowest, fleet] = await Promise.all([
    db
      .select({ currency: bids.currency, amount: min(bids.amount) })
      .from(bids)
      .where(and(eq(bids.transportId, transport.id), liveBid))
      .groupBy(bids.currency)
      .orderBy(asc(bids.currency)),
    db.select().from(vehicles).where(eq(vehicles.companyId, companyId)).orderBy(asc(vehicles.name), asc(vehicles.id)),
  ]);
  const shape = loadShapeOf(transport);
  const fleetFit = fleet
    .map((vehicle) => ({
      id: vehicle.id,
      name: vehicle.name,
      plate: vehicle.plate,
      type: vehicle.type,
      status: vehicle.status,
      problems: fitProblems(vehicle, shape),
    }))
    .sort((a, b) => rank(a) - rank(b));
  return {
    transportId: transport.id,
    status: transport.status,
    canBid: transport.status === 'OPEN' && biddingOpen(transport.biddingEndsAt),
    biddingEndsAt: transport.biddingEndsAt,
    bookNow:
      transport.bookNowAmount !== null && transport.bookNowCurrency
        ? { amount: transport.bookNowAmount, currency: transport.bookNowCurrency }
        : null,
    loadingDate: transport.loadingDate,
    pickupWindow: pickupWindow(transport),
    bidCount: transport.bidCount,
    lowest: lowest.map((row) => ({ currency: row.currency, amount: Number(row.amount) })),
    ownBid: own
      ? {
          id: own.id,
          amount: own.amount,
          currency: own.currency,
          message: own.message,
          pickupDate: own.pickupDate,
          vehicleId: own.vehicleId,
          validUntil: own.validUntil,
          status: own.status,
          expired: isExpired(own.validUntil),
          createdAt: own.createdAt,
          updatedAt: own.updatedAt,
        }
      : null,
    vehicles: fleetFit,
  };
}

/** Fitting and available first, then fitting but busy, then the ones that do not fit. */
function rank(vehicle: { problems: readonly string[]; status: string }): number {
  return (vehicle.problems.length > 0 ? 2 : 0) + (vehicle.status === 'AVAILABLE' ? 0 : 1);
}
export type BidStandingOnLoad = Awaited<ReturnType<typeof forTransportHandler>>;
