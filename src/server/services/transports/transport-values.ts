/**
 * A transport's columns from the wizard's request: what the customer typed and what is derived from
 * its items (the load estimates and the fit rule's shape). transports.create and transports.update
 * write the same, so an edited transport is found, fitted and shown as a new one would be.
 */
import type { Currency } from '@/lib/constants';
import type { ItemInput } from '@/lib/schemas/transport';
import type { TransportFields } from '@/lib/transport-edit';
import { estimateLoad } from '@/lib/transport-math';
import { itemShape } from '@/lib/vehicle-fit';
import type { Transport, TransportItem } from '../../db/schema';

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

/** The stored transport as the wizard's request would say it, to compare an edit with (auction-term-values.ts's shape for the terms). */
export function fieldsOf(transport: Transport, items: readonly TransportItem[]): TransportFields {
  return {
    biddingEndsOn: transport.biddingEndsAt.toISOString().slice(0, 10),
    budgetAmount: transport.budgetAmount,
    budgetCurrency: transport.budgetCurrency as Currency | null,
    bookNowAmount: transport.bookNowAmount,
    bookNowCurrency: transport.bookNowCurrency as Currency | null,
    title: transport.title,
    description: transport.description ?? '',
    deliveryType: transport.deliveryType,
    loadingAddress: transport.loadingAddress,
    loadingCountry: transport.loadingCountry,
    loadingLat: transport.loadingLat,
    loadingLon: transport.loadingLon,
    loadingDate: transport.loadingDate,
    loadingFlexible: transport.loadingFlexible,
    deliveryAddress: transport.deliveryAddress,
    deliveryCountry: transport.deliveryCountry,
    deliveryLat: transport.deliveryLat,
    deliveryLon: transport.deliveryLon,
    deliveryDate: transport.deliveryDate,
    deliveryFlexible: transport.deliveryFlexible,
    items: items.map(({ description, type, quantity, weightKg, widthCm, heightCm, lengthCm }) => ({
      description,
      type,
      quantity,
      weightKg,
      widthCm,
      heightCm,
      lengthCm,
    })),
  };
}
