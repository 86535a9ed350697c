import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { biddingOpen } from '@/lib/auction-terms';
import type { Db } from '../../db/client';
import { transports, type Bid, type Transport } from '../../db/schema';
import { asRead, notFound } from '../../services/transports/transport-access';
import { ownBidOf, visibleToTransporter } from '../../services/transports/bid-access';

/** Bids (and book-now) stop at the auction's deadline; the customer may still award until the loading day. */
export function refuseAfterDeadline(transport: Transport, now = new Date()): void {
  if (!biddingOpen(transport.biddingEndsAt, now)) throw new TRPCError({ code: 'CONFLICT', message: 'bids:biddingClosed' });
}

/**
 * Inside a transaction: the transport, locked against a concurrent award or cancel, if the
 * transporter may bid on it now, with the transporter's own bid on it as it stands under that lock
 * (read once: place and withdraw use it). One it cannot see is NOT_FOUND; one it bid on that is no
 * longer OPEN (awarded, cancelled, or its loading day passed) is CONFLICT `bids:auctionClosed`.
 */
export async function lockOpenAuction(
  tx: Db,
  transportId: string,
  transporterId: string,
): Promise<{ transport: Transport; ownBid: Bid | undefined }> {
  const [row] = await tx.select().from(transports).where(eq(transports.id, transportId)).limit(1).for('update');
  if (!row) throw notFound();
  const transport = asRead(row);
  const ownBid = await ownBidOf(tx, transport.id, transporterId);
  if (!visibleToTransporter(transport, ownBid)) throw notFound();
  if (transport.status !== 'OPEN') throw new TRPCError({ code: 'CONFLICT', message: 'bids:auctionClosed' });
  return { transport, ownBid };
}

/**
 * bids.bookNow: the transport locked the same way, but a closed one is CONFLICT `bids:auctionClosed`
 * for anyone, so the loser of a race for a book-now price hears that it was taken, not that it vanished.
 */
export async function lockBookableAuction(tx: Db, transportId: string): Promise<Transport> {
  const [row] = await tx.select().from(transports).where(eq(transports.id, transportId)).limit(1).for('update');
  if (!row) throw notFound();
  const transport = asRead(row);
  if (transport.status !== 'OPEN') throw new TRPCError({ code: 'CONFLICT', message: 'bids:auctionClosed' });
  return transport;
}
