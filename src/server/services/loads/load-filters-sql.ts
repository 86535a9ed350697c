/**
 * The load search's filters as SQL conditions on transports, shared by loads.search and the saved
 * searches' "new since last opened" counts, so a saved search counts exactly what opening it lists.
 */
import { eq, gte, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { gazetteerPlace, type LoadFilters, type PlaceFilter } from '@/lib/schemas/load-search';
import { utcToday } from '@/lib/calendar-day';
import type { Db } from '../../db/client';
import { transports } from '../../db/schema';
import { fitsFleetOf } from '../fleet/fleet-fit-sql';
import { within, type LoadEnd } from './geo-sql';

/**
 * OPEN auctions whose loading day has not passed (UTC) and whose bidding has not ended: what every
 * transporter may find. Past its deadline a load leaves the search (the customer may still award
 * until the loading day; its bidders still reach it through their bids).
 */
export function openForBids(today: string | Placeholder = utcToday()): SQL {
  return sql`${transports.status} = 'OPEN' and ${transports.loadingDate} >= ${today} and ${transports.biddingEndsAt} > now()`;
}

function placesAt(end: LoadEnd, filters: readonly PlaceFilter[]): SQL | undefined {
  if (filters.length === 0) return undefined;
  const countryColumn = end === 'loading' ? transports.loadingCountry : transports.deliveryCountry;
  const countries = filters.filter((filter) => !('place' in filter)).map((filter) => filter.country);
  const circles = filters.flatMap((filter) => {
    if (!('place' in filter)) return [];
    const place = gazetteerPlace(filter.place, filter.country);
    return place ? [within(end, place, filter.radiusKm)] : [];
  });
  return or(countries.length ? inArray(countryColumn, countries) : undefined, ...circles);
}

/** Every filter the transporter set, as conditions to AND together (none when nothing is set). */
export async function loadFilterConditions(db: Db, filters: Omit<LoadFilters, 'sort' | 'vehicleId'>, companyId: string): Promise<SQL[]> {
  const conditions: (SQL | undefined)[] = [
    placesAt('loading', filters.loading),
    placesAt('delivery', filters.delivery),
    filters.loadingFrom ? gte(transports.loadingDate, filters.loadingFrom) : undefined,
    filters.loadingTo ? lte(transports.loadingDate, filters.loadingTo) : undefined,
    filters.itemTypes.length
      ? sql`${transports.itemTypes} && array[${sql.join(
          filters.itemTypes.map((type) => sql`${type}`),
          sql`, `,
        )}]::item_type[]`
      : undefined,
    filters.deliveryType ? eq(transports.deliveryType, filters.deliveryType) : undefined,
    filters.maxWeightKg !== undefined ? lte(transports.estimatedWeightKg, filters.maxWeightKg) : undefined,
    filters.maxVolumeM3 !== undefined ? lte(transports.estimatedVolumeM3, filters.maxVolumeM3) : undefined,
    filters.fitsMyFleet ? await fitsFleetOf(db, companyId) : undefined,
  ];
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}
