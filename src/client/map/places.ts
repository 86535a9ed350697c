/**
 * The offline place names (public/map/places.json, ~120 KB gzip), fetched once per page however many
 * islands ask: the live map's labels and every "12 km NE of Zenica" share one download. A failed
 * fetch is forgotten so the next caller tries again.
 */
import type { Places } from '@/lib/places/places';

export type { Place, PlaceRow, Places } from '@/lib/places/places';

let pending: Promise<Places> | undefined;

async function fetchPlaces(): Promise<Places> {
  const response = await fetch('/map/places.json');
  if (!response.ok) throw new Error(`places.json: HTTP ${response.status}`);
  return (await response.json()) as Places;
}

export function loadPlaces(): Promise<Places> {
  pending ??= fetchPlaces().catch((error: unknown) => {
    pending = undefined;
    throw new Error('places could not be loaded', { cause: error });
  });
  return pending;
}
