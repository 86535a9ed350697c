/**
 * Whether a vehicle can carry a load (issue 10): the one rule behind "fits my fleet", the bid's
 * vehicle check and the fleet's "carries" column. A load is described by what the transport row
 * keeps (totals, the item types, and the largest item's footprint), so the same rule runs in SQL.
 */
import type { ItemType, VehicleType } from './constants';
import { addDays } from './calendar-day';

/** The item types each vehicle type takes: a PET rides only in animal transport, a VEHICLE on a carrier or flatbed. */
export const carriedItemTypes: Record<VehicleType, readonly ItemType[]> = {
  VAN: ['PARCEL', 'BICYCLE', 'VEHICLE_PART', 'PALLET', 'OTHER'],
  BOX_TRUCK: ['PARCEL', 'BICYCLE', 'VEHICLE_PART', 'PALLET', 'OTHER'],
  CURTAIN_SIDER: ['PARCEL', 'BICYCLE', 'VEHICLE_PART', 'PALLET', 'OTHER'],
  REFRIGERATED: ['PARCEL', 'PALLET', 'OTHER'],
  FLATBED: ['VEHICLE', 'VEHICLE_PART', 'PALLET', 'OTHER'],
  CAR_CARRIER: ['VEHICLE'],
  ANIMAL_TRANSPORT: ['PET'],
  OTHER: ['PARCEL', 'BICYCLE', 'VEHICLE_PART', 'PALLET', 'OTHER'],
};

export interface CargoSpace {
  type: VehicleType;
  capacityKg: number;
  cargoLengthCm: number;
  cargoWidthCm: number;
  cargoHeightCm: number;
}

/** What a transport keeps about its load for the fit rule (totals, and `itemShape` of its items). */
export interface LoadShape {
  weightKg: number;
  volumeM3: number;
  itemTypes: readonly ItemType[];
  /** The largest item's long side on the floor (max of length and width over all items), cm. */
  maxItemLongCm: number;
  /** The largest item's short side on the floor (max over items of min(length, width)), cm. */
  maxItemShortCm: number;
  maxItemHeightCm: number;
}

/** Which limit a vehicle misses; each has a text under `fleet:fit.<reason>`. */
export const fitReasons = ['itemType', 'weight', 'volume', 'size'] as const;
export type FitReason = (typeof fitReasons)[number];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Cargo volume in m³ from L × W × H in cm. */
export function cargoVolumeM3(space: Pick<CargoSpace, 'cargoLengthCm' | 'cargoWidthCm' | 'cargoHeightCm'>): number {
  return round2((space.cargoLengthCm * space.cargoWidthCm * space.cargoHeightCm) / 1e6);
}

/** The item part of a load's shape, as a transport row keeps it (items turn on the floor, never on their side). */
export function itemShape(
  items: readonly { type: ItemType; lengthCm: number; widthCm: number; heightCm: number }[],
): Omit<LoadShape, 'weightKg' | 'volumeM3' | 'itemTypes'> & { itemTypes: ItemType[] } {
  return {
    itemTypes: [...new Set(items.map((item) => item.type))],
    maxItemLongCm: Math.max(0, ...items.map((item) => Math.max(item.lengthCm, item.widthCm))),
    maxItemShortCm: Math.max(0, ...items.map((item) => Math.min(item.lengthCm, item.widthCm))),
    maxItemHeightCm: Math.max(0, ...items.map((item) => item.heightCm)),
  };
}

/** Every limit the vehicle misses, in the order a dispatcher checks them; empty when it fits. */
export function fitProblems(vehicle: CargoSpace, load: LoadShape): FitReason[] {
  const problems: FitReason[] = [];
  const carried = carriedItemTypes[vehicle.type];
  if (load.itemTypes.some((type) => !carried.includes(type))) problems.push('itemType');
  if (load.weightKg > vehicle.capacityKg) problems.push('weight');
  if (load.volumeM3 > cargoVolumeM3(vehicle)) problems.push('volume');
  const floorLong = Math.max(vehicle.cargoLengthCm, vehicle.cargoWidthCm);
  const floorShort = Math.min(vehicle.cargoLengthCm, vehicle.cargoWidthCm);
  if (load.maxItemLongCm > floorLong || load.maxItemShortCm > floorShort || load.maxItemHeightCm > vehicle.cargoHeightCm) {
    problems.push('size');
  }
  return problems;
}

/** How many days a flexible loading day may move either way. */
export const flexibleLoadingDays = 2;

/**
 * The days a transporter may propose for pickup: the loading day, or with a flexible loading day up to
 * two days either side, never after the delivery day. 'YYYY-MM-DD', both ends included.
 */
export function pickupWindow(transport: { loadingDate: string; loadingFlexible: boolean; deliveryDate: string }): {
  from: string;
  to: string;
} {
  if (!transport.loadingFlexible) return { from: transport.loadingDate, to: transport.loadingDate };
  const to = addDays(transport.loadingDate, flexibleLoadingDays);
  return {
    from: addDays(transport.loadingDate, -flexibleLoadingDays),
    to: to > transport.deliveryDate ? transport.deliveryDate : to,
  };
}
