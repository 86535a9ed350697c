/**
 * A new load against every saved search (issue 26): the transport companies whose search would list
 * it hear of it ("a new load matches your search …"), collapsed per search while unread. The filters
 * are read as loads.search reads them (load-filters-sql.ts), checked here in memory against the one
 * new load: places (a country, or a gazetteer place and radius, great-circle km as geo-sql.ts
 * measures), loading days, item types, delivery type, weight and volume; "fits my fleet" alone asks
 * the database, for the searches that passed the rest. Runs in the load's transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import { places } from '@/lib/gazetteer';
import { gazetteerPlace, loadFiltersSchema, maxRadiusKm, type LoadFilters, type PlaceFilter } from '@/lib/schemas/load-search';
import type { Db } from '../../db/client';
import { companies, savedSearches, transports, type Transport } from '../../db/schema';
import { fitsFleetOf } from '../fleet/fleet-fit-sql';
import { rowsOf } from '../../db/rows';
import { notifyAll, type NotificationEvent } from './notify';
import { notificationPaths } from './notification-paths';

type NewLoad = Pick<
  Transport,
  | 'id'
  | 'title'
  | 'loadingCountry'
  | 'loadingLat'
  | 'loadingLon'
  | 'deliveryCountry'
  | 'deliveryLat'
  | 'deliveryLon'
  | 'loadingDate'
  | 'itemTypes'
  | 'deliveryType'
  | 'estimatedWeightKg'
  | 'estimatedVolumeM3'
>;

const earthRadiusKm = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 + Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.sqrt(a));
}

function placesMatch(filters: readonly PlaceFilter[], country: string | null, lat: number | null, lon: number | null): boolean {
  if (filters.length === 0) return true;
  return filters.some((filter) => {
    if (!('place' in filter)) return country === filter.country;
    const place = gazetteerPlace(filter.place, filter.country);
    return !!place && lat !== null && lon !== null && distanceKm(lat, lon, place.lat, place.lon) <= filter.radiusKm;
  });
}

/** Every filter but "fits my fleet", as loadFilterConditions would answer for this one load. */
export function matchesLoad(filters: LoadFilters, load: NewLoad): boolean {
  return (
    placesMatch(filters.loading, load.loadingCountry, load.loadingLat, load.loadingLon) &&
    placesMatch(filters.delivery, load.deliveryCountry, load.deliveryLat, load.deliveryLon) &&
    (!filters.loadingFrom || load.loadingDate >= filters.loadingFrom) &&
    (!filters.loadingTo || load.loadingDate <= filters.loadingTo) &&
    (filters.itemTypes.length === 0 || filters.itemTypes.some((type) => load.itemTypes.includes(type))) &&
    (!filters.deliveryType || load.deliveryType === filters.deliveryType) &&
    (filters.maxWeightKg === undefined || load.estimatedWeightKg <= filters.maxWeightKg) &&
    (filters.maxVolumeM3 === undefined || load.estimatedVolumeM3 <= filters.maxVolumeM3)
  );
}

async function fitsFleet(db: Db, companyId: string, loadId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: transports.id })
    .from(transports)
    .where(and(eq(transports.id, loadId), await fitsFleetOf(db, companyId)));
  return row !== undefined;
}

/** Gazetteer places within the largest radius of a point: a search's circle around one may reach it. */
function placesNear(lat: number | null, lon: number | null): string[] {
  if (lat === null || lon === null) return [];
  return places.filter((place) => distanceKm(lat, lon, place.lat, place.lon) <= maxRadiusKm).map((place) => place.name);
}

const textArray = (values: readonly string[]) => `{${values.map((value) => `"${value.replace(/["\\]/g, '')}"`).join(',')}}`;

/** What a search's end must name to admit the load's place there: anything ("*"), its country, or a place near it. */
function keysAdmitting(country: string | null, lat: number | null, lon: number | null): string[] {
  return ['*', ...(country ? [country] : []), ...placesNear(lat, lon)];
}

/**
 * The ids of the searches that could list the load (migration 0015): those whose loading end admits
 * it, one GIN index probe per key (a single `?`, which the planner estimates well; one `?|` over every
 * key it reads as matching most rows and answers with a scan of them all), then those whose delivery
 * end admits it too, checked here on what the probes read. Everything else (a radius, days, types,
 * weight) is checked in memory on the few left.
 */
async function candidateIds(db: Db, load: NewLoad): Promise<string[]> {
  const loading = textArray(keysAdmitting(load.loadingCountry, load.loadingLat, load.loadingLon));
  const rows = await rowsOf<{ id: string; delivery_keys: string[] }>(
    db,
    sql`select x.id, x.delivery_keys from unnest(${loading}::text[]) as k(key)
      join saved_searches x on x.loading_keys ? k.key where x.alerts <> 'off'`,
  );
  const delivery = new Set(keysAdmitting(load.deliveryCountry, load.deliveryLat, load.deliveryLon));
  return [...new Set(rows.filter((row) => row.delivery_keys.some((key) => delivery.has(key))).map((row) => row.id))];
}

/**
 * Tells the owner of each company with a matching search (one set to alert: a daily one in the bell
 * now and by mail in the morning's digest); returns how many searches matched.
 */
export async function tellLoadMatches(db: Db, load: NewLoad): Promise<number> {
  const ids = await candidateIds(db, load);
  if (ids.length === 0) return 0;
  const searches = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      filters: savedSearches.filters,
      alerts: savedSearches.alerts,
      companyId: savedSearches.companyId,
      ownerId: companies.ownerId,
    })
    .from(savedSearches)
    .innerJoin(companies, eq(companies.id, savedSearches.companyId))
    .where(sql`${savedSearches.id} in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
  const events: NotificationEvent[] = [];
  for (const search of searches) {
    const parsed = loadFiltersSchema.safeParse(search.filters);
    // A search saved under older rules than today's still opens but alerts nobody.
    if (!parsed.success || !matchesLoad(parsed.data, load)) continue;
    if (parsed.data.fitsMyFleet && !(await fitsFleet(db, search.companyId, load.id))) continue;
    events.push({
      userId: search.ownerId,
      kind: 'loadMatched',
      subjectKey: search.id,
      transportId: load.id,
      path: notificationPaths.savedSearch(search.id),
      params: { title: load.title, search: search.name },
      eventKey: `match:${load.id}:${search.id}`,
      bellOnly: search.alerts === 'daily',
    });
  }
  await notifyAll(db, events);
  return events.length;
}
