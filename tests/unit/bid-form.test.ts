/** The BidPanel's pure parts: pickup days, vehicle choices, the form's start values, where a refusal shows. */
import { describe, expect, it } from 'vitest';
import { fieldOfError, initialValues, pickupDays, vehicleChoices } from '@/islands/bids/bid-form';

const truck = { id: 't', name: 'Truck', plate: 'BG-1', status: 'AVAILABLE' as const, problems: [] };
const pets = { id: 'p', name: 'Pets', plate: 'BG-2', status: 'AVAILABLE' as const, problems: ['itemType' as const, 'weight' as const] };
const busy = { id: 'b', name: 'Busy', plate: 'BG-3', status: 'ON_JOB' as const, problems: [] };

describe('pickupDays', () => {
  it('lists the window day by day, never a day before today', () => {
    expect(pickupDays({ from: '2030-03-08', to: '2030-03-12' }, '2030-03-10')).toEqual(['2030-03-10', '2030-03-11', '2030-03-12']);
    expect(pickupDays({ from: '2030-03-08', to: '2030-03-09' }, '2030-03-01')).toEqual(['2030-03-08', '2030-03-09']);
    expect(pickupDays({ from: '2030-03-08', to: '2030-03-08' }, '2030-03-09')).toEqual([]);
  });
});

describe('vehicleChoices', () => {
  it('puts usable vehicles first; the others carry their first fit problem or their status', () => {
    expect(vehicleChoices([pets, busy, truck]).map((choice) => [choice.id, choice.refusal])).toEqual([
      ['t', null],
      ['p', 'fleet:fit.itemType'],
      ['b', 'fleet:vehicleStatus.ON_JOB'],
    ]);
  });
});

describe('initialValues', () => {
  const choices = vehicleChoices([truck, pets]);
  it('starts a new bid on the loading day (else the first day left) with the only usable vehicle chosen', () => {
    expect(initialValues('x', '2030-03-11', null, ['2030-03-10', '2030-03-11', '2030-03-12'], choices).pickupDate).toBe('2030-03-11');
    expect(initialValues('x', '2030-03-09', null, ['2030-03-10', '2030-03-11'], choices).pickupDate).toBe('2030-03-10');
    expect(initialValues('x', '2030-03-10', null, ['2030-03-10'], choices)).toMatchObject({
      amount: null,
      currency: 'EUR',
      pickupDate: '2030-03-10',
      vehicleId: 't',
      validity: '3d',
    });
  });

  it('starts from the own bid, dropping a day or vehicle that no longer qualifies', () => {
    const own = { amount: 120, currency: 'BAM', message: 'Hi', pickupDate: '2030-03-09', vehicleId: 'p', standing: false };
    expect(initialValues('x', '2030-03-11', own, ['2030-03-10', '2030-03-11'], choices)).toMatchObject({
      amount: 120,
      currency: 'BAM',
      message: 'Hi',
      pickupDate: '2030-03-11',
      vehicleId: 't',
      validity: '3d',
    });
  });

  it("keeps a standing bid's validity as it is (issue 30: an update must not move it)", () => {
    const own = { amount: 120, currency: 'EUR', message: null, pickupDate: '2030-03-10', vehicleId: 't', standing: true };
    expect(initialValues('x', '2030-03-11', own, ['2030-03-10'], choices).validity).toBe('current');
  });
});

describe('fieldOfError', () => {
  it.each([
    ['fleet:fit.size', 'vehicleId'],
    ['bids:vehicleNotFound', 'vehicleId'],
    ['bids:vehicleUnavailable', 'vehicleId'],
    ['bids:pickupOutsideWindow', 'pickupDate'],
    ['bids:amountTooLarge', 'amount'],
    ['bids:auctionClosed', null],
  ])('%s shows at %s', (key, field) => {
    expect(fieldOfError(key)).toBe(field);
  });
});
