import { asc, eq, sql } from 'drizzle-orm';
import type { TransportIdInput } from '@/lib/schemas/transport';
import { ownerActions } from '@/lib/transport-status';
import type { HandlerOptions } from '../../trpc';
import { bids, companies, transportItems, users, vehicles } from '../../db/schema';
import { findTransport, notFound } from '../../services/transports/transport-access';
import { companyRatingsOf, ratingsOf } from '../../services/reviews/ratings';

/**
 * The owner only (others: NOT_FOUND): delivery info, details, items and the bids received, each with
 * its vehicle's type (never its plate or tracker), until when it stands and whether that has passed,
 * and the company that bid with the company's rating.
 */
export async function byIdHandler({ ctx, input }: HandlerOptions<TransportIdInput>) {
  const { db } = ctx;
  const { id } = input;
  const transport = await findTransport(db, id);
  if (!transport || transport.ownerId !== ctx.auth.userId) throw notFound();
  const [items, received] = await Promise.all([
    db.select().from(transportItems).where(eq(transportItems.transportId, id)).orderBy(asc(transportItems.position)),
    db
      .select({
        id: bids.id,
        amount: bids.amount,
        currency: bids.currency,
        message: bids.message,
        pickupDate: bids.pickupDate,
        status: bids.status,
        validUntil: bids.validUntil,
        expired: sql<boolean>`${bids.validUntil} is not null and ${bids.validUntil} <= now()`,
        vehicleType: vehicles.type,
        createdAt: bids.createdAt,
        transporterId: users.id,
        transporterName: users.name,
        companyId: companies.id,
        companyName: companies.name,
      })
      .from(bids)
      .innerJoin(users, eq(users.id, bids.transporterId))
      .leftJoin(companies, eq(companies.id, bids.companyId))
      .leftJoin(vehicles, eq(vehicles.id, bids.vehicleId))
      .where(eq(bids.transportId, id))
      .orderBy(asc(bids.amount)),
  ]);
  const companyIds = [...new Set(received.flatMap((bid) => (bid.companyId ? [bid.companyId] : [])))];
  const [userRatings, companyRatings] = await Promise.all([
    ratingsOf(
      db,
      received.filter((bid) => !bid.companyId).map((bid) => bid.transporterId),
    ),
    companyRatingsOf(db, companyIds),
  ]);
  const noRating = { average: null, count: 0 };
  return {
    ...transport,
    items: items.map(({ transportId: _transportId, ...item }) => item),
    // A company's bid carries the company's rating (its public identity); a bid without one, its user's.
    bids: received.map((bid) => ({
      ...bid,
      rating: (bid.companyId ? companyRatings.get(bid.companyId) : userRatings.get(bid.transporterId)) ?? noRating,
    })),
    actions: ownerActions(transport.status, transport.awardedBidId !== null),
  };
}
export type TransportDetail = Awaited<ReturnType<typeof byIdHandler>>;
