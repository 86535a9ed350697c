/**
 * The prepared queries of `transports.mine` (issue 9: the customer's list is a hot path): a page of
 * the owner's transports through the owner index in either direction from a cursor, or the first
 * page, and the bid counts of one page's rows.
 */
import { and, asc, count, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids, transports } from '../../db/schema';
import { preparedPerDb } from '../../platform/prepared';
import { transportRouteColumns } from '../../services/transports/transport-route-columns';

const position = sql`(${transports.updatedAt}, ${transports.id})`;
const cursorPosition = sql`(${sql.placeholder('time')}::timestamptz, ${sql.placeholder('id')}::uuid)`;

function pageQuery(db: Db, name: string, from: SQL | undefined, ascending: boolean) {
  return db
    .select({
      ...transportRouteColumns,
      updatedAt: transports.updatedAt,
      time: sql<string>`${transports.updatedAt}::text`,
    })
    .from(transports)
    .where(and(eq(transports.ownerId, sql.placeholder('ownerId')), from))
    .orderBy(...(ascending ? [asc(transports.updatedAt), asc(transports.id)] : [desc(transports.updatedAt), desc(transports.id)]))
    .limit(sql.placeholder('limit'))
    .prepare(name);
}

/** Newest first from the top, older than a cursor ('after'), or newer than it ('before', oldest first). */
export const minePages = {
  first: preparedPerDb((db) => pageQuery(db, 'transports_mine_first', undefined, false)),
  after: preparedPerDb((db) => pageQuery(db, 'transports_mine_after', sql`${position} < ${cursorPosition}`, false)),
  before: preparedPerDb((db) => pageQuery(db, 'transports_mine_before', sql`${position} > ${cursorPosition}`, true)),
};

/** Bid count and latest bid of each of the given transports that has bids. */
export const mineBidStats = preparedPerDb((db) =>
  db
    .select({ transportId: bids.transportId, bidCount: count(), lastBidAt: max(bids.updatedAt) })
    .from(bids)
    .where(sql`${bids.transportId} = any(${sql.placeholder('ids')}::uuid[])`)
    .groupBy(bids.transportId)
    .prepare('transports_mine_bid_stats'),
);
