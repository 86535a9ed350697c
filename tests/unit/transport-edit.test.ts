import { describe, expect, it } from 'vitest';
import { freeAfterBids, lockedChanges, type TransportFields } from '@/lib/transport-edit';

const item = { description: 'Boxes of books', type: 'PARCEL' as const, quantity: 2, weightKg: 10, widthCm: 50, heightCm: 40, lengthCm: 30 };
const stored: TransportFields = {
  loadingAddress: 'Knez Mihailova 1, Beograd',
  loadingCountry: 'RS',
  loadingLat: 44.8176,
  loadingLon: 20.4569,
  loadingDate: '2030-05-03',
  loadingFlexible: false,
  deliveryAddress: 'Ferhadija 2, Sarajevo',
  deliveryCountry: 'BA',
  deliveryLat: 43.8563,
  deliveryLon: 18.4131,
  deliveryDate: '2030-05-05',
  deliveryFlexible: true,
  items: [item],
  title: 'Move my books',
  deliveryType: 'PRIVATE',
  description: 'Fragile',
  biddingEndsOn: '2030-05-02',
  budgetAmount: null,
  budgetCurrency: null,
  bookNowAmount: 400,
  bookNowCurrency: 'EUR',
};

describe('what bids lock in a transport (src/lib/transport-edit.ts)', () => {
  it('leaves the description, the bidding end and the budget free', () => {
    expect(freeAfterBids).toEqual(['description', 'biddingEndsOn', 'biddingTimeZone', 'budgetAmount', 'budgetCurrency']);
    // The time zone is the editing browser's, not a change of the job.
    const edit = {
      ...stored,
      description: 'Ring twice',
      biddingEndsOn: '2030-05-03',
      biddingTimeZone: 'Europe/Sarajevo',
      budgetAmount: 350,
      budgetCurrency: 'EUR' as const,
    };
    expect(lockedChanges(stored, edit)).toEqual([]);
  });

  it('names every other field that changed', () => {
    expect(lockedChanges(stored, { ...stored, title: 'Another', loadingDate: '2030-05-04', bookNowAmount: 300 })).toEqual([
      'loadingDate',
      'title',
      'bookNowAmount',
    ]);
  });

  it('compares items by their values in order, not by identity or key order', () => {
    const { lengthCm, ...rest } = item;
    expect(lockedChanges(stored, { ...stored, items: [{ lengthCm, ...rest }] })).toEqual([]);
    expect(lockedChanges(stored, { ...stored, items: [{ ...item, quantity: 3 }] })).toEqual(['items']);
    expect(lockedChanges(stored, { ...stored, items: [item, item] })).toEqual(['items']);
  });

  it('reads a missing value as none', () => {
    const { budgetAmount: _budget, ...withoutBudget } = stored;
    expect(lockedChanges(stored, withoutBudget)).toEqual([]);
  });
});
