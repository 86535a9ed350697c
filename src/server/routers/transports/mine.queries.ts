/**
 * The prepared queries of `transports.mine` (issue 9: the customer's list is a hot path): a page of
 * the owner's transports through the owner index in either direction from a cursor, or the first
 * page, each row with its bid count and latest bid. One round trip (issue 25): the owner index
 * yields the rows in order and the limit stops it, so the two subqueries run for the page's rows
 * only (plus the one that tells whether there is a next page), each through the bids' transport index.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids, transports } from '../../db/schema';
import { preparedPerDb } from '../../platform/prepared';
import { transportRouteColumns } from '../../services/transports/transport-route-columns';

const position = sql`(${transports.updatedAt}, ${transports.id})`;
/** The page's row inside a subquery on bids (a bare column there would name the bid's own id). */
const outerId = sql`${transports}.${sql.identifier('id')}`;
const cursorPosition = sql`(${sql.placeholder('time')}::timestamptz, ${sql.placeholder('id')}::uuid)`;

function pageQuery(db: Db, name: string, from: SQL | undefined, ascending: boolean) {
  return db
    .select({
      ...transportRouteColumns,
      updatedAt: transports.updatedAt,
      time: sql<string>`${transports.updatedAt}::text`,
      bidCount: sql<number>`(select count(*)::int from ${bids} where ${bids.transportId} = ${outerId})`,
      lastBidAt: sql<string | null>`(select max(${bids.updatedAt})::text from ${bids} where ${bids.transportId} = ${outerId})`,
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
