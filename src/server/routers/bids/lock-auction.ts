import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { biddingOpen } from '@/lib/auction-terms';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../platform/prepared';
import { bids, transports, vehicles, type Bid, type Transport, type Vehicle } from '../../db/schema';
import { lowestOthersQuery, type LowestOffer } from '../../services/notifications/bid-events';
import { asRead, notFound } from '../../services/transports/transport-access';
import { ownBidOf, visibleToTransporter } from '../../services/transports/bid-access';

/** Bids (and book-now) stop at the auction's deadline; the customer may still award until the loading day. */
export function refuseAfterDeadline(transport: Transport, now = new Date()): void {
  if (!biddingOpen(transport.biddingEndsAt, now)) throw new TRPCError({ code: 'CONFLICT', message: 'bids:biddingClosed' });
}

/**
 * Inside a transaction: the transport, locked against a concurrent award or cancel, if the
 * transporter may bid on it now, with the transporter's own bid on it as it stands under that lock
 * (bids.withdraw; bids.place reads more with it, below). One it cannot see is NOT_FOUND; one it bid
 * on that is no longer OPEN (awarded, cancelled, or its loading day passed) is CONFLICT
 * `bids:auctionClosed`.
 */
export async function lockOpenAuction(
  tx: Db,
  transportId: string,
  transporterId: string,
): Promise<{ transport: Transport; ownBid: Bid | undefined }> {
  const transport = await lockedTransport(tx, transportId);
  const ownBid = await ownBidOf(tx, transport.id, transporterId);
  refuseUnlessOpenTo(transport, ownBid);
  return { transport, ownBid };
}

/** What bids.place goes on with: the locked transport and what was read under its lock. */
export interface AuctionToBid {
  transport: Transport;
  ownBid: Bid | undefined;
  /** The vehicle the bid names, when it is the company's. */
  vehicle: Vehicle | undefined;
  /** Who else held the lowest standing offer in the bid's currency before this bid. */
  lowestBefore: LowestOffer[];
}

/**
 * bids.place: the transport locked and refused as lockOpenAuction does, and under the lock, in one
 * statement instead of three (issue 25): the transporter's own bid, the vehicle the bid names (the
 * company's, or none), and who else holds the lowest standing offer in the bid's currency. Read after
 * the lock, so a bid or an award that committed while this waited for it is seen.
 */
export async function lockOpenAuctionToBid(
  tx: Db,
  bid: { transportId: string; vehicleId: string; currency: string },
  transporterId: string,
  companyId: string,
): Promise<AuctionToBid> {
  const transport = await lockedTransport(tx, bid.transportId);
  const rows = await readToBid(tx).execute({
    transportId: transport.id,
    transporterId,
    vehicleId: bid.vehicleId,
    companyId,
    currency: bid.currency,
  });
  const ownBid = rows[0]?.ownBid ?? undefined;
  refuseUnlessOpenTo(transport, ownBid);
  return {
    transport,
    ownBid,
    vehicle: rows[0]?.vehicle ?? undefined,
    lowestBefore: rows.flatMap(({ lowest: offer }) => (offer ? [offer] : [])),
  };
}

const own = alias(bids, 'own_bid');
const lowest = lowestOthersQuery(sql.placeholder('transportId'), sql.placeholder('currency'), sql.placeholder('transporterId')).as(
  'lowest_before',
);
const readToBid = preparedQuery('auction_to_bid', (db) =>
  db
    .select({ ownBid: own, vehicle: vehicles, lowest: { transporterId: lowest.transporterId, amount: lowest.amount } })
    .from(transports)
    .leftJoin(own, and(eq(own.transportId, transports.id), eq(own.transporterId, sql.placeholder('transporterId'))))
    .leftJoin(vehicles, and(eq(vehicles.id, sql.placeholder('vehicleId')), eq(vehicles.companyId, sql.placeholder('companyId'))))
    .leftJoinLateral(lowest, sql`true`)
    .where(eq(transports.id, sql.placeholder('transportId'))),
);

const transportForUpdate = preparedQuery('transport_for_update', (db) =>
  db
    .select()
    .from(transports)
    .where(eq(transports.id, sql.placeholder('id')))
    .limit(1)
    .for('update'),
);

async function lockedTransport(tx: Db, transportId: string): Promise<Transport> {
  const [row] = await transportForUpdate(tx).execute({ id: transportId });
  if (!row) throw notFound();
  return asRead(row);
}

/** One the transporter cannot see is NOT_FOUND; one it bid on that is no longer OPEN is CONFLICT. */
function refuseUnlessOpenTo(transport: Transport, ownBid: Bid | undefined): void {
  if (!visibleToTransporter(transport, ownBid)) throw notFound();
  if (transport.status !== 'OPEN') throw new TRPCError({ code: 'CONFLICT', message: 'bids:auctionClosed' });
}

/**
 * bids.bookNow: the transport locked the same way, but a closed one is CONFLICT `bids:auctionClosed`
 * for anyone, so the loser of a race for a book-now price hears that it was taken, not that it vanished.
 */
export async function lockBookableAuction(tx: Db, transportId: string): Promise<Transport> {
  const transport = await lockedTransport(tx, transportId);
  if (transport.status !== 'OPEN') throw new TRPCError({ code: 'CONFLICT', message: 'bids:auctionClosed' });
  return transport;
}
