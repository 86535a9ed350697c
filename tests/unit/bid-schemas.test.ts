/** The place-bid schema shared by the BidPanel form and bids.place, and the offer's validity choices. */
import { describe, expect, it } from 'vitest';
import { currencies } from '@/lib/constants';
import { bidFormSchema, cappedToLoadingDay, maxBidAmount, placeBidSchema, validUntilFor, type PlaceBidInput } from '@/lib/schemas/bid';

const bid: PlaceBidInput = {
  transportId: '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  amount: 250,
  currency: 'EUR',
  message: 'Two drivers',
  pickupDate: '2030-03-10',
  vehicleId: '4a2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  validUntil: new Date(Date.now() + 3_600_000),
};

/** The message keys per field of a failed parse. */
function errors(value: unknown) {
  const result = placeBidSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('placeBidSchema', () => {
  it('takes a valid bid, and one without a message', () => {
    expect(placeBidSchema.safeParse(bid).success).toBe(true);
    const { message: _message, ...silent } = bid;
    expect(placeBidSchema.safeParse(silent).success).toBe(true);
  });

  it.each([
    [0, 'bids:amountPositive'],
    [-1, 'bids:amountPositive'],
    [12.345, 'bids:amountCents'],
    [0.001, 'bids:amountCents'],
    [1e-20, 'bids:amountCents'],
    [5e-324, 'bids:amountCents'],
    [100_000.01, 'bids:amountTooLarge'],
  ])('refuses the amount %s with %s', (amount, key) => {
    expect(errors({ ...bid, amount })).toEqual({ amount: key });
  });

  it('keeps two decimals that floating point cannot write exactly', () => {
    for (const amount of [0.1, 10.1, 199.99, 1234.57]) expect(errors({ ...bid, amount })).toEqual({});
  });

  it.each(currencies)('allows up to the maximum in %s and not a cent more', (currency) => {
    expect(errors({ ...bid, currency, amount: maxBidAmount[currency] })).toEqual({});
    expect(errors({ ...bid, currency, amount: maxBidAmount[currency] + 0.01 })).toEqual({ amount: 'bids:amountTooLarge' });
  });

  it('refuses an unknown currency, a day that does not exist, a missing vehicle, a long message and a past validity', () => {
    expect(errors({ ...bid, currency: 'USD' })).toEqual({ currency: 'bids:currencyRequired' });
    expect(errors({ ...bid, pickupDate: '2030-02-30' })).toEqual({ pickupDate: 'bids:pickupDateRequired' });
    expect(errors({ ...bid, vehicleId: null })).toEqual({ vehicleId: 'bids:vehicleRequired' });
    expect(errors({ ...bid, message: 'x'.repeat(1001) })).toEqual({ message: 'validation:textTooLong' });
    expect(errors({ ...bid, validUntil: new Date(Date.now() - 1000) })).toEqual({ validUntil: 'bids:validUntilPast' });
  });

  it('the form asks for a validity choice instead of the timestamp', () => {
    const { validUntil: _validUntil, ...fields } = bid;
    expect(bidFormSchema.safeParse({ ...fields, validity: '3d' }).success).toBe(true);
    expect(bidFormSchema.safeParse({ ...fields, validity: '1y' }).success).toBe(false);
  });
});

describe('validUntilFor', () => {
  const now = new Date('2030-03-01T10:00:00Z');
  it('adds 24 hours, 3 days or 7 days to now', () => {
    expect(validUntilFor('24h', '2030-03-20', now).toISOString()).toBe('2030-03-02T10:00:00.000Z');
    expect(validUntilFor('3d', '2030-03-20', now).toISOString()).toBe('2030-03-04T10:00:00.000Z');
    expect(validUntilFor('7d', '2030-03-20', now).toISOString()).toBe('2030-03-08T10:00:00.000Z');
  });

  it('stands until the end of the loading day at most', () => {
    expect(validUntilFor('loadingDay', '2030-03-02', now).toISOString()).toBe('2030-03-02T23:59:59.999Z');
    expect(validUntilFor('7d', '2030-03-02', now).toISOString()).toBe('2030-03-02T23:59:59.999Z');
  });
});

describe('cappedToLoadingDay', () => {
  it('keeps a moment within the loading day and brings a later one back to its last millisecond (UTC)', () => {
    const within = new Date('2030-03-02T23:59:59.999Z');
    expect(cappedToLoadingDay(within, '2030-03-02')).toEqual(within);
    expect(cappedToLoadingDay(new Date('2030-03-01T08:00:00Z'), '2030-03-02').toISOString()).toBe('2030-03-01T08:00:00.000Z');
    expect(cappedToLoadingDay(new Date('2030-03-03T00:00:00Z'), '2030-03-02').toISOString()).toBe('2030-03-02T23:59:59.999Z');
    expect(cappedToLoadingDay(new Date('2099-01-01'), '2030-03-02').toISOString()).toBe('2030-03-02T23:59:59.999Z');
  });
});
