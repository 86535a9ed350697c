/** The demo fleet's trackers as simulated vehicles: each on its road, or standing in its yard or the workshop. */
import { demoTrackers } from '../../src/server/seed/fleet';
import { place } from '../../src/server/seed/geo';
import type { Point } from '../../src/server/seed/geo';
import { createVehicle, type SimulatedVehicle } from './drive';
import { roads } from './roads';

/** The points of a route "From>To" (ends from the gazetteer, the road between from roads.ts) or a yard "@Place". */
export function routePoints(route: string): Point[] {
  if (route.startsWith('@')) return [place(route.slice(1))];
  const [from = '', to = ''] = route.split('>');
  const via = (roads[route] ?? []).map(([lat, lon]) => ({ lat, lon }));
  return [place(from), ...via, place(to)];
}

export function demoFleet(): SimulatedVehicle[] {
  return demoTrackers().map(({ trackerId, route, inWorkshop }) =>
    createVehicle(trackerId, routePoints(route), inWorkshop || route.startsWith('@')),
  );
}
