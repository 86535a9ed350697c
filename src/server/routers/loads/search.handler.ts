import type { LoadSearchInput } from '@/lib/schemas/load-search';
import { utcToday } from '@/lib/calendar-day';
import type { HandlerOptions } from '../../trpc';
import { companyIdOf } from '../../services/accounts/company-of';
import { loadFilterConditions, openForBids } from '../../services/loads/load-filters-sql';
import { ownBidStanding } from '../../services/transports/own-bid-standings';
import { asRead } from '../../services/transports/transport-access';
import { readEmptyKmPage } from './empty-km-page';
import { bidCountOrder, loadingDateOrder, myBidsOrder, newestOrder } from './load-orders';
import { readFirstOpenPage } from './first-open-page';
import { readLoadPage } from './read-page';
import { latestPositionOf } from './vehicle-position';

const orders = { loadingDate: loadingDateOrder, newest: newestOrder, bidCount: bidCountOrder };

/**
 * Transporters: open auctions (OPEN, loading day not passed) matching the filters, one keyset page
 * in the chosen order; or, with scope "myBids", every load this company bid on (latest bid first).
 * Each load carries the caller's own bid on it, if any, with where it stands (issue 30). The page the
 * search opens on (no filter, no cursor) is a prepared query (first-open-page.ts).
 */
export async function searchHandler({ ctx, input }: HandlerOptions<LoadSearchInput>) {
  const { db } = ctx;
  const userId = ctx.auth.userId;
  const companyId = await companyIdOf(db, userId);
  const today = utcToday();
  const where = await loadFilterConditions(db, input, companyId);
  const openOrder = orders[input.sort === 'emptyKm' ? 'loadingDate' : input.sort];
  const result =
    input.scope === 'myBids'
      ? await readLoadPage(db, myBidsOrder, where, input, userId, 'myBids')
      : input.sort === 'emptyKm' && input.vehicleId
        ? await readEmptyKmPage(db, await latestPositionOf(db, companyId, input.vehicleId), [openForBids(today), ...where], input, userId)
        : where.length === 0 && !input.cursor && input.direction === 'after'
          ? await readFirstOpenPage(db, openOrder, input.pageSize, userId, today)
          : await readLoadPage(db, openOrder, [openForBids(today), ...where], input, userId);
  const emptyKm = input.scope === 'open' && input.sort === 'emptyKm';
  const now = new Date();
  const items = result.page.map(({ sortKey, orderKey: _orderKey, ownBid, ...row }) => {
    const load = asRead(row, today);
    const myBid = ownBid && ownBidStanding(ownBid, load.status, now);
    return { ...load, emptyKm: emptyKm ? Math.round(Number(sortKey)) : null, myBid };
  });
  return { items, next: result.next, previous: result.previous };
}
export type LoadSearchResult = Awaited<ReturnType<typeof searchHandler>>;
export type LoadRow = LoadSearchResult['items'][number];
