/**
 * A transport's columns from the wizard's request: what the customer typed and what is derived from
 * its items (the load estimates and the fit rule's shape). transports.create and transports.update
 * write the same, so an edited transport is found, fitted and shown as a new one would be.
 */
import type { ItemInput } from '@/lib/schemas/transport';
import type { TransportFields } from '@/lib/transport-edit';
import { estimateLoad } from '@/lib/transport-math';
import { itemShape } from '@/lib/vehicle-fit';

export function transportValues(input: TransportFields) {
  const load = estimateLoad(input.items);
  return {
    title: input.title,
    description: input.description || null,
    deliveryType: input.deliveryType,
    loadingAddress: input.loadingAddress,
    loadingCountry: input.loadingCountry,
    loadingLat: input.loadingLat,
    loadingLon: input.loadingLon,
    loadingDate: input.loadingDate,
    loadingFlexible: input.loadingFlexible,
    deliveryAddress: input.deliveryAddress,
    deliveryCountry: input.deliveryCountry,
    deliveryLat: input.deliveryLat,
    deliveryLon: input.deliveryLon,
    deliveryDate: input.deliveryDate,
    deliveryFlexible: input.deliveryFlexible,
    estimatedWeightKg: load.weightKg,
    estimatedVolumeM3: load.volumeM3,
    vehicle: load.vehicle,
    ...itemShape(input.items),
  };
}

/** The item rows of a transport, in the wizard's order. */
export function itemRows(transportId: string, items: readonly ItemInput[]) {
  return items.map((item, position) => ({ ...item, transportId, position }));
}
