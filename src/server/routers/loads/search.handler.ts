import type { LoadSearchInput } from '@/lib/schemas/load-search';
import { utcToday } from '@/lib/calendar-day';
import type { HandlerOptions } from '../../trpc';
import { companyIdOf } from '../../services/accounts/company-of';
import { loadFilterConditions, openForBids } from '../../services/loads/load-filters-sql';
import { ownBidStandings } from '../../services/transports/own-bid-standings';
import { asRead } from '../../services/transports/transport-access';
import { readEmptyKmPage } from './empty-km-page';
import { bidCountOrder, loadingDateOrder, myBidsOrder, newestOrder } from './load-orders';
import { readLoadPage } from './read-page';
import { latestPositionOf } from './vehicle-position';

const orders = { loadingDate: loadingDateOrder, newest: newestOrder, bidCount: bidCountOrder };

/**
 * Transporters: open auctions (OPEN, loading day not passed) matching the filters, one keyset page
 * in the chosen order; or, with scope "myBids", every load this company bid on (latest bid first).
 * Each load carries the caller's own bid on it, if any, with where it stands (issue 30).
 */
export async function searchHandler({ ctx, input }: HandlerOptions<LoadSearchInput>) {
  const { db } = ctx;
  const companyId = await companyIdOf(db, ctx.auth.userId);
  const today = utcToday();
  const where = await loadFilterConditions(db, input, companyId);
  const result =
    input.scope === 'myBids'
      ? await readLoadPage(db, myBidsOrder, where, input, ctx.auth.userId)
      : input.sort === 'emptyKm' && input.vehicleId
        ? await readEmptyKmPage(db, await latestPositionOf(db, companyId, input.vehicleId), [openForBids(today), ...where], input)
        : await readLoadPage(db, orders[input.sort === 'emptyKm' ? 'loadingDate' : input.sort], [openForBids(today), ...where], input);
  const emptyKm = input.scope === 'open' && input.sort === 'emptyKm';
  const loads = result.page.map(({ sortKey, createdAt: _createdAt, ...row }) => ({
    ...asRead(row, today),
    emptyKm: emptyKm ? Math.round(Number(sortKey)) : null,
  }));
  const ownBids = await ownBidStandings(db, loads, ctx.auth.userId);
  const items = loads.map((load) => ({ ...load, myBid: ownBids.get(load.id) ?? null }));
  return { items, next: result.next, previous: result.previous };
}
export type LoadSearchResult = Awaited<ReturnType<typeof searchHandler>>;
export type LoadRow = LoadSearchResult['items'][number];
