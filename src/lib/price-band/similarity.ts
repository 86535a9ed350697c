/**
 * What makes two jobs "similar" for the price band (issue 28): the lane at one of three levels, a
 * road-distance band, a weight band and the item types, in a calendar month. The aggregates are
 * written under these keys on award and read under them per view, so both sides share this module.
 * - distance: great-circle km × the ETA's road factor (src/lib/eta.ts), banded;
 * - weight: the transport's estimated weight, banded;
 * - item types: the distinct types, sorted, joined with '+' (PALLET+PARCEL);
 * - window: the last 180 days, counted in whole months: the month 180 days ago through this one.
 */
import type { ItemType } from '../constants';
import { distanceLeftKm, type GeoPoint } from '../eta';
import { regionOf } from './regions';

export const bandLevels = ['LANE', 'EITHER_DIRECTION', 'REGION'] as const;
export type BandLevel = (typeof bandLevels)[number];

/** Upper limits of the bands, exclusive; a value beyond the last is in one more band. */
export const distanceBandsKm = [100, 250, 500, 800, 1200, 1800] as const;
export const weightBandsKg = [100, 500, 1000, 3500, 7500, 12000] as const;

export const bandWindowDays = 180;

function bandOf(limits: readonly number[], value: number): number {
  const index = limits.findIndex((limit) => value < limit);
  return index === -1 ? limits.length : index;
}

export function distanceBandOf(from: GeoPoint, to: GeoPoint): number {
  return bandOf(distanceBandsKm, distanceLeftKm(from, to));
}

export function weightBandOf(weightKg: number): number {
  return bandOf(weightBandsKg, weightKg);
}

export function itemTypesSignature(types: readonly ItemType[]): string {
  return [...new Set(types)].sort().join('+');
}

/** The lane's key at each level: BA>RS, then BA~RS (either way), then the regions' pair; null where there is none. */
export function laneKeys(loadingCountry: string, deliveryCountry: string): Record<BandLevel, string | null> {
  const [first, second] = [loadingCountry, deliveryCountry].sort();
  const regions = [regionOf(loadingCountry), regionOf(deliveryCountry)];
  const [regionA, regionB] = regions.every(Boolean) ? regions.sort() : [null, null];
  return {
    LANE: `${loadingCountry}>${deliveryCountry}`,
    EITHER_DIRECTION: `${first}~${second}`,
    REGION: regionA && regionB ? `${regionA}~${regionB}` : null,
  };
}

/** The first day of a date's month (UTC), as the aggregates' month column holds it. */
export function monthOf(date: Date): string {
  return `${date.toISOString().slice(0, 7)}-01`;
}

/** The first month the window counts: the month of the day 180 days before `now`. */
export function windowStartMonth(now: Date): string {
  return monthOf(new Date(now.getTime() - bandWindowDays * 86_400_000));
}

/** A job as the band compares it: a new request's fields or a stored transport's columns. */
export interface BandJob {
  loadingCountry: string | null;
  deliveryCountry: string | null;
  loadingLat: number | null;
  loadingLon: number | null;
  deliveryLat: number | null;
  deliveryLon: number | null;
  weightKg: number;
  itemTypes: readonly ItemType[];
}

export interface Similarity {
  lanes: { level: BandLevel; lane: string }[];
  distanceBand: number;
  weightBand: number;
  itemTypes: string;
}

/** The keys a job is counted and looked up under, narrowest first; null without both countries and points. */
export function similarityOf(job: BandJob): Similarity | null {
  const { loadingCountry, deliveryCountry, loadingLat, loadingLon, deliveryLat, deliveryLon } = job;
  if (!loadingCountry || !deliveryCountry || loadingLat === null || loadingLon === null || deliveryLat === null || deliveryLon === null) {
    return null;
  }
  const keys = laneKeys(loadingCountry, deliveryCountry);
  return {
    lanes: bandLevels.flatMap((level) => {
      const lane = keys[level];
      return lane ? [{ level, lane }] : [];
    }),
    distanceBand: distanceBandOf({ lat: loadingLat, lon: loadingLon }, { lat: deliveryLat, lon: deliveryLon }),
    weightBand: weightBandOf(job.weightKg),
    itemTypes: itemTypesSignature(job.itemTypes),
  };
}
