/**
 * One keyset page of loads in one order: rows after (or before) the cursor's (key, id), read
 * through the index whose columns are (key, id) — the partial OPEN indexes of migration 0003, or
 * bids_transporter_idx for "my bids" — never by counting or skipping rows. The page's rows are
 * then joined to the caller's own bid on each (ownBidOnRow) in the same query: after the limit, so
 * an order the index cannot give (empty km) sorts the loads, not loads and bids.
 */
import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids, transports } from '../../db/schema';
import { ownBidOnRow } from '../../services/transports/own-bid-standings';
import { decodeLoadCursor, loadPageOf, type KeyType } from './load-cursor';
import { loadRowColumns } from './load-row';

export interface LoadOrder {
  name: string;
  key: SQL;
  /** The key's SQL type, to cast the cursor's text back. */
  cast: KeyType;
  ascending: boolean;
}

export interface PageRequest {
  pageSize: number;
  cursor?: string;
  direction: 'after' | 'before';
}

/**
 * The query of one page (the limit, rows in the order asked) with the own bid on each; `limit` and
 * `transporterId` may be placeholders (first-open-page.ts prepares it).
 */
export function loadPageQuery(
  db: Db,
  order: LoadOrder,
  where: (SQL | undefined)[],
  forward: boolean,
  limit: number | Placeholder,
  transporterId: string | Placeholder,
  scope: 'open' | 'myBids',
) {
  const by = forward ? asc : desc;
  const columns = {
    ...loadRowColumns,
    sortKey: sql<string>`(${order.key})::text`.as('sort_key'),
    orderKey: sql`${order.key}`.as('order_key'),
  };
  const query = db.select(columns).from(transports).$dynamic();
  if (scope === 'myBids') query.innerJoin(bids, and(eq(bids.transportId, transports.id), eq(bids.transporterId, transporterId)));
  const page = query
    .where(and(...where))
    .orderBy(by(order.key), by(transports.id))
    .limit(limit)
    .as('load_page');
  return db
    .select()
    .from(page)
    .leftJoinLateral(ownBidOnRow(transporterId, page.id), sql`true`)
    .orderBy(by(page.orderKey), by(page.id));
}

/**
 * The page's rows as loadPageOf takes them: each load with its own bid (null without one). The keys
 * only the query and the cursors need (orderKey, sortKey) are left to the handler's one rest pattern:
 * each rest pattern copies a row key by key, ~0.3 µs a row (issue 25).
 */
export function loadsOf(rows: Awaited<ReturnType<typeof loadPageQuery>>) {
  return rows.map(({ load_page: load, own_bid_on_row: ownBid }) => ({ ...load, ownBid }));
}

/** The page as `transporterId` sees it; with `scope` "myBids" only the loads it bid on (joined to its bid). */
export async function readLoadPage(
  db: Db,
  order: LoadOrder,
  where: SQL[],
  request: PageRequest,
  transporterId: string,
  scope: 'open' | 'myBids' = 'open',
) {
  const from = request.cursor ? decodeLoadCursor(request.cursor, order.name, order.cast) : null;
  const forward = order.ascending !== (request.direction === 'before');
  const position = sql`(${order.key}, ${transports.id})`;
  const afterCursor = from
    ? sql`${position} ${sql.raw(forward ? '>' : '<')} (${from.key}::${sql.raw(order.cast)}, ${from.id}::uuid)`
    : undefined;
  const rows = await loadPageQuery(db, order, [...where, afterCursor], forward, request.pageSize + 1, transporterId, scope);
  return loadPageOf(loadsOf(rows), request.pageSize, request.direction, from, order.name);
}
