import { and, asc, eq } from 'drizzle-orm';
import type { TransportIdInput } from '@/lib/schemas/transport';
import type { HandlerOptions } from '../../trpc';
import { bids, companies, transportItems, users } from '../../db/schema';
import { findTransport, notFound } from '../../services/transports/transport-access';
import { ratingsOf } from '../../services/reviews/ratings';

/**
 * Transporters: one load as the search's detail panel shows it. Visible while it is open for bids,
 * or always once this company bid on it; otherwise NOT_FOUND. The customer's email and phone only
 * after this company was hired (its bid ACCEPTED). No owner actions: only the owner may delete.
 */
export async function byIdHandler({ ctx, input }: HandlerOptions<TransportIdInput>) {
  const { db } = ctx;
  const transport = await findTransport(db, input.id);
  if (!transport) throw notFound();
  const [myBid] = await db
    .select({ id: bids.id, status: bids.status })
    .from(bids)
    .where(and(eq(bids.transportId, transport.id), eq(bids.transporterId, ctx.auth.userId)));
  if (transport.status !== 'OPEN' && !myBid) throw notFound();
  const hired = myBid?.status === 'ACCEPTED' && transport.awardedBidId === myBid.id;
  const [items, [customer], ratings] = await Promise.all([
    db.select().from(transportItems).where(eq(transportItems.transportId, transport.id)).orderBy(asc(transportItems.position)),
    db
      .select({
        id: users.id,
        name: users.name,
        accountType: users.accountType,
        activeFrom: users.createdAt,
        email: users.email,
        phone: users.phone,
        companyName: companies.name,
        companyPhone: companies.phone,
        companyEmail: companies.email,
      })
      .from(users)
      .leftJoin(companies, eq(companies.ownerId, users.id))
      .where(eq(users.id, transport.ownerId)),
    ratingsOf(db, [transport.ownerId]),
  ]);
  if (!customer) throw notFound();
  const { ownerId: _ownerId, awardedBidId: _awardedBidId, ...load } = transport;
  return {
    ...load,
    items: items.map(({ transportId: _transportId, ...item }) => item),
    myBidStatus: myBid?.status ?? null,
    hired,
    customer: {
      id: customer.id,
      name: customer.companyName || customer.name,
      accountType: customer.accountType,
      activeFrom: customer.activeFrom,
      rating: ratings.get(customer.id) ?? { average: null, count: 0 },
      contact: hired ? { email: customer.companyEmail || customer.email, phone: customer.companyPhone || customer.phone } : null,
    },
  };
}
export type LoadDetail = Awaited<ReturnType<typeof byIdHandler>>;
