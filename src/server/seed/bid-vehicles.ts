/** Which of a demo transporter's vehicles does a load: one that fits it (src/lib/vehicle-fit.ts), the smallest first. */
import { fitProblems, type LoadShape } from '@/lib/vehicle-fit';
import type { Vehicle } from '../db/schema';
import type { Random } from './random';

export type FleetByCompany = Map<string, Vehicle[]>;

export function fleetByCompany(vehicles: readonly Vehicle[]): FleetByCompany {
  const fleets: FleetByCompany = new Map();
  for (const vehicle of vehicles) fleets.set(vehicle.companyId, [...(fleets.get(vehicle.companyId) ?? []), vehicle]);
  return fleets;
}

/** A fitting vehicle of the company (one of the two smallest that fit, as a dispatcher would pick), or undefined. */
export function vehicleFor(fleets: FleetByCompany, companyId: string, load: LoadShape, random: Random): Vehicle | undefined {
  const fitting = (fleets.get(companyId) ?? [])
    .filter((vehicle) => fitProblems(vehicle, load).length === 0)
    .sort((a, b) => a.capacityM3 - b.capacityM3 || a.capacityKg - b.capacityKg);
  return fitting.length === 0 ? undefined : random.pick(fitting.slice(0, 2));
}
