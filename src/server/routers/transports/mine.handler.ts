import type { KeysetPageInput } from '@/lib/schemas/transport';
import type { HandlerOptions } from '../../trpc';
import { decodeCursor, pageOf } from '../../platform/keyset';
import { asRead } from '../../services/transports/transport-access';
import { utcToday } from '@/lib/calendar-day';
import { mineBidStats, minePages } from './mine.queries';

/**
 * Customers: their own transports, newest activity first, one page at a time through the owner's
 * index (keyset, prepared statements). Bid counts and the latest bid are read for the page's rows
 * only. A transport's updated_at moves with every change to it and its bids, so it orders the list
 * by latest activity.
 */
export async function mineHandler({ ctx, input }: HandlerOptions<KeysetPageInput>) {
  const { db } = ctx;
  const from = input.cursor ? decodeCursor(input.cursor) : null;
  const before = input.direction === 'before';
  const limit = input.pageSize + 1;
  const rows = from
    ? await minePages[before ? 'before' : 'after'](db).execute({ ownerId: ctx.auth.userId, time: from.time, id: from.id, limit })
    : await minePages.first(db).execute({ ownerId: ctx.auth.userId, limit });
  const { page, next, previous } = pageOf(
    rows.map((row) => ({ ...row, cursor: { time: row.time, id: row.id } })),
    input.pageSize,
    input.direction,
    from !== null,
  );
  const stats = page.length ? await mineBidStats(db).execute({ ids: page.map((row) => row.id) }) : [];
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
