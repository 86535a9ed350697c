import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { utcToday } from '@/lib/calendar-day';
import type { KeysetPageInput } from '@/lib/schemas/transport';
import type { HandlerOptions } from '../../trpc';
import { bids, transports } from '../../db/schema';
import { decodeCursor, pageOf } from '../../platform/keyset';
import { lowestOtherOffers, standingOn } from '../../services/transports/own-bid-standings';
import { asRead } from '../../services/transports/transport-access';

/**
 * The caller's bids, latest change first, one page at a time through `bids_transporter_idx` (keyset
 * on updated_at, id), each with its standing and the load's title, places and days.
 */
export async function mineHandler({ ctx, input }: HandlerOptions<KeysetPageInput>) {
  const { db } = ctx;
  const userId = ctx.auth.userId;
  const from = input.cursor ? decodeCursor(input.cursor) : null;
  const before = input.direction === 'before';
  const position = sql`(${bids.updatedAt}, ${bids.id})`;
  const rows = await db
    .select({
      id: bids.id,
      transportId: bids.transportId,
      amount: bids.amount,
      currency: bids.currency,
      pickupDate: bids.pickupDate,
      vehicleId: bids.vehicleId,
      validUntil: bids.validUntil,
      status: bids.status,
      updatedAt: bids.updatedAt,
      time: sql<string>`${bids.updatedAt}::text`,
      transport: {
        title: transports.title,
        status: transports.status,
        loadingAddress: transports.loadingAddress,
        loadingDate: transports.loadingDate,
        deliveryAddress: transports.deliveryAddress,
        deliveryDate: transports.deliveryDate,
        bidCount: transports.bidCount,
      },
    })
    .from(bids)
    .innerJoin(transports, eq(transports.id, bids.transportId))
    .where(
      and(
        eq(bids.transporterId, userId),
        from
          ? before
            ? sql`${position} > (${from.time}::timestamptz, ${from.id}::uuid)`
            : sql`${position} < (${from.time}::timestamptz, ${from.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(...(before ? [asc(bids.updatedAt), asc(bids.id)] : [desc(bids.updatedAt), desc(bids.id)]))
    .limit(input.pageSize + 1);
  const { page, next, previous } = pageOf(
    rows.map((row) => ({ ...row, cursor: { time: row.time, id: row.id } })),
    input.pageSize,
    input.direction,
    from !== null,
  );
  const lowest = await lowestOtherOffers(db, [...new Set(page.map((row) => row.transportId))], userId);
  const today = utcToday();
  const now = new Date();
  const items = page.map(({ cursor: _cursor, time: _time, ...row }) => {
    const transport = asRead(row.transport, today);
    const standing = standingOn(row, transport.status, lowest, now);
    return { ...row, transport, standing };
  });
  return { items, next, previous };
}
export type MyBidsPage = Awaited<ReturnType<typeof mineHandler>>;
