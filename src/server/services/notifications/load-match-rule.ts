/**
 * Whether a saved search's filters list one load (issue 26), as loadFilterConditions would answer for
 * it (load-filters-sql.ts), in memory: places (a country, or a gazetteer place and radius, great-circle
 * km as geo-sql.ts measures), loading days, item types, delivery type, weight and volume. "Fits my
 * fleet" alone asks the database (load-matches.ts). The final judge of every alert.
 */
import { gazetteerPlace, type LoadFilters, type PlaceFilter } from '@/lib/schemas/load-search';
import type { Transport } from '../../db/schema';

export type NewLoad = Pick<
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

export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
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
