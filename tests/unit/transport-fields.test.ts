import { describe, expect, it } from 'vitest';
import { transportFieldsOf, type StoredTransport } from '@/lib/transport-fields';

const stored: StoredTransport = {
  title: 'Pallets to Zagreb',
  description: null,
  deliveryType: 'BUSINESS',
  loadingAddress: 'Graz',
  loadingCountry: 'AT',
  loadingLat: 47.07,
  loadingLon: 15.44,
  loadingDate: '2026-12-01',
  loadingFlexible: false,
  deliveryAddress: 'Zagreb',
  deliveryCountry: 'HR',
  deliveryLat: 45.81,
  deliveryLon: 15.98,
  deliveryDate: '2026-12-02',
  deliveryFlexible: true,
  biddingEndsAt: new Date('2026-11-30T23:59:59.999Z'),
  budgetAmount: 900,
  budgetCurrency: 'EUR',
  bookNowAmount: null,
  bookNowCurrency: null,
};
const row = {
  id: 'i1',
  transportId: 't1',
  position: 0,
  description: 'Pallet',
  type: 'PALLET',
  quantity: 2,
  weightKg: 400,
  widthCm: 80,
  heightCm: 120,
  lengthCm: 120,
} as const;

describe('transportFieldsOf', () => {
  it('says a stored transport as the request would: its bidding day, an empty description, items without their row fields', () => {
    const fields = transportFieldsOf(stored, [row]);
    expect(fields.biddingEndsOn).toBe('2026-11-30');
    expect(fields.description).toBe('');
    expect(fields.budgetCurrency).toBe('EUR');
    expect(fields.bookNowCurrency).toBeNull();
    expect(fields.items).toEqual([
      { description: 'Pallet', type: 'PALLET', quantity: 2, weightKg: 400, widthCm: 80, heightCm: 120, lengthCm: 120 },
    ]);
    expect(fields.loadingDate).toBe('2026-12-01');
  });
});
