import { defaultBiddingDay } from '@/lib/auction-terms';
import type { Currency } from '@/lib/constants';
import type { TransportDetailData } from '../types';
import { emptyValues, type WizardValues } from './wizard-values';

/**
 * A stored transport as the wizard's values: as it is, to edit; as a new request, to copy, with
 * its days and bidding end cleared (a copy is a new job on new days; the bidding end defaults from
 * the new loading day) and the terms to accept again either way.
 */
export function valuesFromTransport(transport: TransportDetailData, as: 'edit' | 'copy'): WizardValues {
  const copy = as === 'copy';
  const empty = emptyValues();
  // A bidding end left at its default stays one, so it follows the loading day if that is moved.
  const endsOn = transport.biddingEndsAt.toISOString().slice(0, 10);
  return {
    ...empty,
    loadingAddress: transport.loadingAddress,
    loadingCountry: transport.loadingCountry,
    loadingLat: transport.loadingLat,
    loadingLon: transport.loadingLon,
    loadingDate: copy ? null : transport.loadingDate,
    loadingFlexible: transport.loadingFlexible,
    deliveryAddress: transport.deliveryAddress,
    deliveryCountry: transport.deliveryCountry,
    deliveryLat: transport.deliveryLat,
    deliveryLon: transport.deliveryLon,
    deliveryDate: copy ? null : transport.deliveryDate,
    deliveryFlexible: transport.deliveryFlexible,
    items: transport.items.map(({ description, type, quantity, weightKg, widthCm, heightCm, lengthCm }) => ({
      description,
      type,
      quantity,
      weightKg,
      widthCm,
      heightCm,
      lengthCm,
    })),
    title: transport.title,
    deliveryType: transport.deliveryType,
    description: transport.description ?? '',
    biddingEndsOn: copy || endsOn === defaultBiddingDay(transport.loadingDate) ? null : endsOn,
    budgetAmount: transport.budgetAmount,
    budgetCurrency: (transport.budgetCurrency as Currency | null) ?? empty.budgetCurrency,
    bookNowAmount: transport.bookNowAmount,
    bookNowCurrency: (transport.bookNowCurrency as Currency | null) ?? empty.bookNowCurrency,
    acceptTerms: false,
  };
}
