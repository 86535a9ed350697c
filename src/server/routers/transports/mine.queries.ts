/**
 * The prepared queries of `transports.mine` (issue 9: the customer's list is a hot path): a page of
 * the owner's transports through the owner index in either direction from a cursor, or the first
 * page, each row with its bid count and latest bid. One round trip (issue 25): the owner index
 * yields the rows in order and the limit stops it, so the lateral subquery runs for the page's rows
 * only (plus the one that tells whether there is a next page), one pass over each row's bids through
 * the bids' transport index for both figures.
 */
import { and, asc, count, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bids, transports } from '../../db/schema';
import { preparedQuery } from '../../platform/prepared';
import { transportRouteColumns } from '../../services/transports/transport-route-columns';

const position = sql`(${transports.updatedAt}, ${transports.id})`;
const cursorPosition = sql`(${sql.placeholder('time')}::timestamptz, ${sql.placeholder('id')}::uuid)`;

/** Per transport row, its bids' count and latest change (an aggregate: always one row, 0 and null without bids). */
const bidFigures = new QueryBuilder()
  .select({ bidCount: count().as('bids_made'), lastBidAt: sql<string | null>`${max(bids.updatedAt)}::text`.as('latest_bid_at') })
  .from(bids)
  .where(eq(bids.transportId, transports.id))
  .as('bid_figures');

function pageQuery(name: string, from: SQL | undefined, ascending: boolean) {
  return preparedQuery(name, (db: Db) =>
    db
      .select({
        ...transportRouteColumns,
        updatedAt: transports.updatedAt,
        time: sql<string>`${transports.updatedAt}::text`,
        bidCount: bidFigures.bidCount,
        lastBidAt: bidFigures.lastBidAt,
      })
      .from(transports)
      .innerJoinLateral(bidFigures, sql`true`)
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
