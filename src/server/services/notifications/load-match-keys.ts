/**
 * The keys a new load is looked up by among the saved searches (migration 0022): each search keeps
 * every pair "loading>delivery" of what its ends name, so a load probes each pair of what its own
 * ends admit: "*" (anywhere), the end's country, and each place that searches named whose largest
 * circle (saved_search_places) reaches the end's point. A place no search named, or whose circles
 * all stop short, costs nothing; the radius of each search is checked afterwards (load-match-rule.ts).
 */
import { places, type Place } from '@/lib/gazetteer';
import type { Db } from '../../db/client';
import { savedSearchPlaces } from '../../db/schema';
import { distanceKm, type NewLoad } from './load-match-rule';

type End = 'loading' | 'delivery';

/** "Tuzla|BA", as saved_search_end_keys writes a place. */
const placeKey = (name: string, country: string) => `${name}|${country}`;

/** The gazetteer by key; the first of a name in a country wins, as gazetteerPlace finds it. */
const placesByKey = new Map<string, Place>();
for (const place of places)
  if (!placesByKey.has(placeKey(place.name, place.country))) placesByKey.set(placeKey(place.name, place.country), place);

interface NamedPlace {
  side: End;
  placeKey: string;
  radiusKm: number;
}

function endKeys(named: readonly NamedPlace[], end: End, country: string | null, lat: number | null, lon: number | null): string[] {
  const reached = named.filter((row) => {
    const place = placesByKey.get(row.placeKey);
    return row.side === end && !!place && lat !== null && lon !== null && distanceKm(lat, lon, place.lat, place.lon) <= row.radiusKm;
  });
  return ['*', ...(country ? [country] : []), ...reached.map((row) => row.placeKey)];
}

export async function matchKeysOf(db: Db, load: NewLoad): Promise<string[]> {
  const named = await db.select().from(savedSearchPlaces);
  const loading = endKeys(named, 'loading', load.loadingCountry, load.loadingLat, load.loadingLon);
  const delivery = endKeys(named, 'delivery', load.deliveryCountry, load.deliveryLat, load.deliveryLon);
  return loading.flatMap((from) => delivery.map((to) => `${from}>${to}`));
}
