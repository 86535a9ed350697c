/**
 * The prepared queries of `transports.mine` (issue 9: the customer's list is a hot path): a page of
 * the owner's transports through the owner index in either direction from a cursor, or the first
 * page. The bids' triggers keep on each transport what the list shows of its bids (migrations 0002
 * and 0003): `updated_at` moves with every bid written, so it is the latest activity and orders the
 * list, and `bid_count` counts the bids that stand. The page is read from the index alone, with no
 * look at the bids table (issue 25).
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transports } from '../../db/schema';
import { preparedQuery } from '../../platform/prepared';
import { transportRouteColumns } from '../../services/transports/transport-route-columns';

const position = sql`(${transports.updatedAt}, ${transports.id})`;
const cursorPosition = sql`(${sql.placeholder('time')}::timestamptz, ${sql.placeholder('id')}::uuid)`;

function pageQuery(name: string, from: SQL | undefined, ascending: boolean) {
  return preparedQuery(name, (db: Db) =>
    db
      .select({
        ...transportRouteColumns,
        latestActivity: transports.updatedAt,
        time: sql<string>`${transports.updatedAt}::text`,
        bidCount: transports.bidCount,
      })
      .from(transports)
      .where(and(eq(transports.ownerId, sql.placeholder('ownerId')), from))
      .orderBy(...(ascending ? [asc(transports.updatedAt), asc(transports.id)] : [desc(transports.updatedAt), desc(transports.id)]))
      .limit(sql.placeholder('limit')),
  );
}

/** Newest first from the top, older than a cursor ('after'), or newer than it ('before', oldest first). */
export const minePages = {
  first: pageQuery('transports_mine_first', undefined, false),
  after: pageQuery('transports_mine_after', sql`${position} < ${cursorPosition}`, false),
  before: pageQuery('transports_mine_before', sql`${position} > ${cursorPosition}`, true),
};
