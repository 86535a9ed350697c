import { defaultBiddingDay } from '@/lib/auction-terms';
import { transportFieldsOf } from '@/lib/transport-fields';
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
  const fields = transportFieldsOf(transport, transport.items);
  // A bidding end left at its default stays one, so it follows the loading day if that is moved.
  const endsOn = fields.biddingEndsOn;
  return {
    ...empty,
    ...fields,
    loadingDate: copy ? null : fields.loadingDate,
    deliveryDate: copy ? null : fields.deliveryDate,
    biddingEndsOn: copy || endsOn === defaultBiddingDay(transport.loadingDate) ? null : endsOn,
    budgetCurrency: fields.budgetCurrency ?? empty.budgetCurrency,
    bookNowCurrency: fields.bookNowCurrency ?? empty.bookNowCurrency,
    acceptTerms: false,
  };
}
