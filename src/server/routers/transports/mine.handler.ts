import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { PageInput } from '@/lib/schemas/transport';
import type { HandlerOptions } from '../../trpc';
import { bids, transports } from '../../db/schema';
import { asRead } from '../../services/transport-access';
import { utcToday } from '../../services/transport-expiry';

/** Customers: their own transports, newest activity first, one page at a time. */
export async function mineHandler({ ctx, input }: HandlerOptions<PageInput>) {
  const { db } = ctx;
  const ownerId = ctx.auth.userId;
  const { page, pageSize } = input;
  const bidStats = db
    .select({ transportId: bids.transportId, bidCount: count().as('bid_count'), lastBidAt: max(bids.updatedAt).as('last_bid_at') })
    .from(bids)
    .groupBy(bids.transportId)
    .as('bid_stats');
  const latestActivity = sql<Date>`greatest(${transports.updatedAt}, coalesce(${bidStats.lastBidAt}, ${transports.updatedAt}))`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: transports.id,
        title: transports.title,
        status: transports.status,
        loadingAddress: transports.loadingAddress,
        loadingDate: transports.loadingDate,
        loadingFlexible: transports.loadingFlexible,
        deliveryAddress: transports.deliveryAddress,
        deliveryDate: transports.deliveryDate,
        deliveryFlexible: transports.deliveryFlexible,
        bidCount: sql<number>`coalesce(${bidStats.bidCount}, 0)::int`,
        latestActivity: latestActivity.mapWith((value: string | Date) => new Date(value)),
      })
      .from(transports)
      .leftJoin(bidStats, eq(bidStats.transportId, transports.id))
      .where(and(eq(transports.ownerId, ownerId)))
      .orderBy(desc(latestActivity), desc(transports.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(transports).where(eq(transports.ownerId, ownerId)),
  ]);
  const today = utcToday();
  return { items: rows.map((row) => asRead(row, today)), total: total?.n ?? 0, page, pageSize };
}
