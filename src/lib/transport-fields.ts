/**
 * A stored transport as the wizard's request would say it. The server compares an edit with it
 * (transports.update: what bids lock) and the wizard starts an edit or a copy from it: one reading of
 * the stored columns, so the two cannot disagree on a field.
 */
import type { Currency } from '@/lib/constants';
import type { ItemInput } from '@/lib/schemas/transport';
import type { TransportFields } from '@/lib/transport-edit';

type StoredAsSent =
  | 'title'
  | 'deliveryType'
  | 'loadingAddress'
  | 'loadingCountry'
  | 'loadingLat'
  | 'loadingLon'
  | 'loadingDate'
  | 'loadingFlexible'
  | 'deliveryAddress'
  | 'deliveryCountry'
  | 'deliveryLat'
  | 'deliveryLon'
  | 'deliveryDate'
  | 'deliveryFlexible'
  | 'budgetAmount'
  | 'bookNowAmount';

/** The columns read: a row on the server, transports.byId's answer in the browser. */
export type StoredTransport = Pick<TransportFields, StoredAsSent> & {
  description: string | null;
  biddingEndsAt: Date;
  budgetCurrency: string | null;
  bookNowCurrency: string | null;
};

export function transportFieldsOf(transport: StoredTransport, items: readonly ItemInput[]): TransportFields {
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
    // Only the request's own fields: a stored item row carries its id, transport and position too.
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
