/**
 * Where a position is, in words: "in Zenica" or "12 km NE of Zenica". The rule, in order:
 * 1. inside a place: within its radius, 2 km for a village and √population / 100 km for a town
 *    (a town's area at ~3,000 people per km²: 4 km for Zenica, 11 km for Belgrade), the one whose
 *    centre is nearest for its size when radii overlap (a suburb with a name of its own wins);
 * 2. the nearest town of 10,000 people or more within 30 km: a name a reader knows;
 * 3. else the nearest place of any size within 30 km (the hills between towns);
 * 4. else the nearest town of 10,000 or more within 150 km (the open sea, beyond the region's edge);
 * 5. else nothing: the caller shows the coordinates.
 * Directions are the eight compass points from the place to the position.
 */
import { distanceKm, nearestPlace, visitPlacesNear, type PlaceGrid } from './place-index';
import { placeAt, type Place, type PlaceRow } from './places';

export const compassPoints = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type CompassPoint = (typeof compassPoints)[number];

export type Nearby = { kind: 'in'; place: Place } | { kind: 'near'; place: Place; km: number; direction: CompassPoint };

const insideKm = 2;
const townPopulation = 10_000;
const localKm = 30;
const farKm = 150;

/** The compass point of `to` seen from `from`, on a local flat map (fine at these distances). */
export function compassPoint(from: { lat: number; lon: number }, to: { lat: number; lon: number }): CompassPoint {
  const east = (to.lon - from.lon) * Math.cos((((from.lat + to.lat) / 2) * Math.PI) / 180);
  const north = to.lat - from.lat;
  const degrees = ((Math.atan2(east, north) * 180) / Math.PI + 360) % 360;
  return compassPoints[Math.round(degrees / 45) % 8]!;
}

const radiusKm = (population: number) => Math.max(insideKm, Math.sqrt(population) / 100);

/** The place the point is inside, if any (rule 1). */
function placeAround(grid: PlaceGrid, lat: number, lon: number): PlaceRow | null {
  // Rows are largest first: the first row has the widest radius.
  const widest = radiusKm(grid.rows[0]?.[5] ?? 0);
  let inside: PlaceRow | null = null;
  let share = 1;
  visitPlacesNear(grid, lat, lon, widest, (row, km) => {
    const ratio = km / radiusKm(row[5]);
    if (ratio <= share) [inside, share] = [row, ratio];
  });
  return inside;
}

export function nearby(grid: PlaceGrid, lat: number, lon: number): Nearby | null {
  const inside = placeAround(grid, lat, lon);
  if (inside) return { kind: 'in', place: placeAt(inside) };
  const reference =
    nearestPlace(grid, lat, lon, localKm, townPopulation) ??
    nearestPlace(grid, lat, lon, localKm) ??
    nearestPlace(grid, lat, lon, farKm, townPopulation);
  if (!reference) return null;
  const place = placeAt(reference.row);
  const km = Math.max(insideKm, Math.round(distanceKm(place.lat, place.lon, lat, lon)));
  return { kind: 'near', place, km, direction: compassPoint(place, { lat, lon }) };
}
