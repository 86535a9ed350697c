/**
 * One keyset page of loads in one order: rows after (or before) the cursor's (key, id), read
 * through the index whose columns are (key, id) — the partial OPEN indexes of migration 0003, or
 * bids_transporter_idx for "my bids" — never by counting or skipping rows.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids, transports } from '../../db/schema';
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

/** `myBidsOf`: list the loads this user bid on (joined to its bid) instead of all loads. */
export async function readLoadPage(db: Db, order: LoadOrder, where: SQL[], request: PageRequest, myBidsOf?: string) {
  const from = request.cursor ? decodeLoadCursor(request.cursor, order.name, order.cast) : null;
  const forward = order.ascending !== (request.direction === 'before');
  const position = sql`(${order.key}, ${transports.id})`;
  const afterCursor = from
    ? sql`${position} ${sql.raw(forward ? '>' : '<')} (${from.key}::${sql.raw(order.cast)}, ${from.id}::uuid)`
    : undefined;
  const by = forward ? asc : desc;
  const columns = {
    ...loadRowColumns,
    sortKey: sql<string>`(${order.key})::text`,
  };
  const query = db.select(columns).from(transports).$dynamic();
  if (myBidsOf) query.innerJoin(bids, and(eq(bids.transportId, transports.id), eq(bids.transporterId, myBidsOf)));
  const rows = await query
    .where(and(...where, afterCursor))
    .orderBy(by(order.key), by(transports.id))
    .limit(request.pageSize + 1);
  return loadPageOf(rows, request.pageSize, request.direction, from, order.name);
}
