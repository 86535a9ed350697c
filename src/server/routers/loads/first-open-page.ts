/**
 * The page the load search opens on (issue 25): the first page of the open loads in one order, no
 * filter set. Most searches are this one, and building the query (a subquery, a lateral join, some
 * thirty columns) cost the server more than reading it: prepared per database and order, it is
 * built once, and on PostgreSQL parsed and planned once per connection. Any other page is built per
 * call (read-page.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../platform/prepared';
import { openForBids } from '../../services/loads/load-filters-sql';
import { loadPageOf } from './load-cursor';
import { loadPageQuery, loadsOf, type LoadOrder } from './read-page';

function prepareFirstPage(order: LoadOrder) {
  return preparedQuery(`loads_first_page_${order.name}`, (db) =>
    loadPageQuery(
      db,
      order,
      [openForBids(sql.placeholder('today'))],
      order.ascending,
      sql.placeholder('limit'),
      sql.placeholder('transporterId'),
      'open',
    ),
  );
}

const preparedByOrder = new Map<LoadOrder, ReturnType<typeof prepareFirstPage>>();

export async function readFirstOpenPage(db: Db, order: LoadOrder, pageSize: number, transporterId: string, today: string) {
  let prepared = preparedByOrder.get(order);
  if (!prepared) preparedByOrder.set(order, (prepared = prepareFirstPage(order)));
  const rows = await prepared(db).execute({ today, limit: pageSize + 1, transporterId });
  return loadPageOf(loadsOf(rows), pageSize, 'after', null, order.name);
}
