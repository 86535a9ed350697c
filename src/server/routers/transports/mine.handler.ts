import type { KeysetPageInput } from '@/lib/schemas/transport';
import type { HandlerOptions } from '../../trpc';
import { decodeCursor, pageOf } from '../../platform/keyset';
import { asRead } from '../../services/transports/transport-access';
import { utcToday } from '@/lib/calendar-day';
import { minePages } from './mine.queries';

/**
 * Customers: their own transports, newest activity first, one page at a time through the owner's
 * index (keyset, prepared statements), each row with the count of the bids that stand on it. A
 * transport's updated_at moves with every change to it and its bids, so it is the latest activity
 * and orders the list (mine.queries.ts).
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
  const today = utcToday();
  const items = page.map(({ cursor: _cursor, time: _time, ...row }) => asRead(row, today));
  return { items, next, previous };
}
