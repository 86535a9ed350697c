import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { KeysetPageInput } from '@/lib/schemas/transport';
import type { HandlerOptions } from '../../trpc';
import { bids, transports } from '../../db/schema';
import { decodeCursor, pageOf } from '../../services/keyset';
import { asRead } from '../../services/transport-access';
import { utcToday } from '@/lib/calendar-day';

/**
 * Customers: their own transports, newest activity first, one page at a time through the owner's
 * index (keyset). Bid counts and the latest bid are read for the page's rows only. A transport's
 * updated_at moves with every change to it and its bids, so it orders the list by latest activity.
 */
export async function mineHandler({ ctx, input }: HandlerOptions<KeysetPageInput>) {
  const { db } = ctx;
  const from = input.cursor ? decodeCursor(input.cursor) : null;
  const before = input.direction === 'before';
  const position = sql`(${transports.updatedAt}, ${transports.id})`;
  const rows = await db
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
      updatedAt: transports.updatedAt,
      time: sql<string>`${transports.updatedAt}::text`,
    })
    .from(transports)
    .where(
      and(
        eq(transports.ownerId, ctx.auth.userId),
        from
          ? before
            ? sql`${position} > (${from.time}::timestamptz, ${from.id}::uuid)`
            : sql`${position} < (${from.time}::timestamptz, ${from.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...(before ? [asc(transports.updatedAt), asc(transports.id)] : [desc(transports.updatedAt), desc(transports.id)]))
    .limit(input.pageSize + 1);
  const { page, next, previous } = pageOf(
    rows.map((row) => ({ ...row, cursor: { time: row.time, id: row.id } })),
    input.pageSize,
    input.direction,
    from !== null,
  );
  const stats = page.length
    ? await db
        .select({ transportId: bids.transportId, bidCount: count(), lastBidAt: max(bids.updatedAt) })
        .from(bids)
        .where(
          inArray(
            bids.transportId,
            page.map((row) => row.id),
          ),
        )
        .groupBy(bids.transportId)
    : [];
  const byTransport = new Map(stats.map((stat) => [stat.transportId, stat]));
  const today = utcToday();
  const items = page.map(({ cursor: _cursor, time: _time, updatedAt, ...row }) => {
    const stat = byTransport.get(row.id);
    const lastBidAt = stat?.lastBidAt ? new Date(stat.lastBidAt) : null;
    return asRead(
      {
        ...row,
        bidCount: stat?.bidCount ?? 0,
        latestActivity: lastBidAt && lastBidAt > updatedAt ? lastBidAt : updatedAt,
      },
      today,
    );
  });
  return { items, next, previous };
}
