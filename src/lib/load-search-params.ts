/**
 * The load search in the URL: every filter, the sort, the scope and the page size as search
 * params, so a reload, back/forward and a shared link open the same list. Unknown or broken values
 * are dropped one by one (a hand-edited link still opens what it can). Places read "RS" (a country)
 * or "BA:Sarajevo:50" (a gazetteer place and a radius in km).
 */
import { isCalendarDay } from './calendar-day';
import { deliveryTypes, itemTypes, type DeliveryType, type ItemType } from './constants';
import {
  loadFiltersSchema,
  loadScopes,
  loadSorts,
  maxPlacesPerEnd,
  placeFilterSchema,
  type LoadFilters,
  type LoadScope,
  type LoadSort,
  type PlaceFilter,
} from './schemas/load-search';

export interface LoadSearchParams {
  filters: LoadFilters;
  scope: LoadScope;
  pageSize: number;
}

export const pageSizes = [10, 20, 50, 100] as const;
export const defaultPageSize = 20;
export const emptyFilters: LoadFilters = loadFiltersSchema.parse({});

const keys = ['from', 'to', 'dateFrom', 'dateTo', 'type', 'delivery', 'maxKg', 'maxM3', 'fits', 'sort', 'vehicle', 'scope', 'size'];

export function placeToParam(place: PlaceFilter): string {
  return 'place' in place ? `${place.country}:${place.place}:${place.radiusKm}` : place.country;
}

export function placeFromParam(text: string): PlaceFilter | undefined {
  const [country = '', place, radius] = text.split(':');
  const value = place === undefined ? { country } : { country, place, radiusKm: Number(radius) };
  const parsed = placeFilterSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

const positive = (text: string | null) => {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : undefined;
};
const day = (text: string | null) => (text && isCalendarDay(text) ? text : undefined);
const oneOf = <T extends string>(list: readonly T[], text: string | null): T | undefined => list.find((item) => item === text);

export function readLoadSearchParams(params: URLSearchParams): LoadSearchParams {
  const places = (key: string) =>
    params
      .getAll(key)
      .map(placeFromParam)
      .filter((place): place is PlaceFilter => place !== undefined)
      .slice(0, maxPlacesPerEnd);
  const raw = {
    loading: places('from'),
    delivery: places('to'),
    loadingFrom: day(params.get('dateFrom')),
    loadingTo: day(params.get('dateTo')),
    itemTypes: [...new Set(params.getAll('type').filter((type): type is ItemType => oneOf(itemTypes, type) !== undefined))],
    deliveryType: oneOf<DeliveryType>(deliveryTypes, params.get('delivery')),
    maxWeightKg: positive(params.get('maxKg')),
    maxVolumeM3: positive(params.get('maxM3')),
    fitsMyFleet: params.get('fits') === '1',
    sort: oneOf<LoadSort>(loadSorts, params.get('sort')),
    vehicleId: params.get('vehicle') ?? undefined,
  };
  const parsed = loadFiltersSchema.safeParse(raw);
  const filters = parsed.success
    ? parsed.data
    : loadFiltersSchema.parse({ ...raw, sort: undefined, vehicleId: undefined, maxWeightKg: undefined, maxVolumeM3: undefined });
  const size = Number(params.get('size'));
  return {
    filters,
    scope: oneOf(loadScopes, params.get('scope')) ?? 'open',
    pageSize: pageSizes.find((allowed) => allowed === size) ?? defaultPageSize,
  };
}

/** Sets the search's params on the URL (the defaults are left out), keeping every other param. */
export function writeLoadSearchParams(url: URL, search: LoadSearchParams): void {
  const params = url.searchParams;
  for (const key of keys) params.delete(key);
  const { filters } = search;
  for (const place of filters.loading) params.append('from', placeToParam(place));
  for (const place of filters.delivery) params.append('to', placeToParam(place));
  if (filters.loadingFrom) params.set('dateFrom', filters.loadingFrom);
  if (filters.loadingTo) params.set('dateTo', filters.loadingTo);
  for (const type of filters.itemTypes) params.append('type', type);
  if (filters.deliveryType) params.set('delivery', filters.deliveryType);
  if (filters.maxWeightKg !== undefined) params.set('maxKg', String(filters.maxWeightKg));
  if (filters.maxVolumeM3 !== undefined) params.set('maxM3', String(filters.maxVolumeM3));
  if (filters.fitsMyFleet) params.set('fits', '1');
  if (filters.sort !== 'loadingDate') params.set('sort', filters.sort);
  if (filters.vehicleId) params.set('vehicle', filters.vehicleId);
  if (search.scope !== 'open') params.set('scope', search.scope);
  if (search.pageSize !== defaultPageSize) params.set('size', String(search.pageSize));
}
