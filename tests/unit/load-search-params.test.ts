/** The load search in the URL: what is written reads back the same, defaults stay out, broken values drop one by one. */
import { describe, expect, it } from 'vitest';
import { emptyFilters, readLoadSearchParams, writeLoadSearchParams, type LoadSearchParams } from '@/lib/load-search-params';

const full: LoadSearchParams = {
  filters: {
    loading: [{ country: 'BA' }, { country: 'BA', place: 'Tuzla', radiusKm: 100 }],
    delivery: [{ country: 'DE' }],
    loadingFrom: '2030-01-02',
    loadingTo: '2030-02-03',
    itemTypes: ['PALLET', 'PET'],
    deliveryType: 'BUSINESS',
    maxWeightKg: 1200,
    maxVolumeM3: 10.5,
    fitsMyFleet: true,
    sort: 'emptyKm',
    vehicleId: '0b5f2c1e-8a57-4c7e-9a41-3b6f0d2e9c11',
  },
  scope: 'myBids',
  pageSize: 50,
};

const roundTrip = (search: LoadSearchParams) => {
  const url = new URL('https://tovar.example/platform/transporter/transports?load=x&page=2');
  writeLoadSearchParams(url, search);
  return { url, read: readLoadSearchParams(url.searchParams) };
};

describe('load search params', () => {
  it('reads back every filter, the sort, the scope and the page size, keeping other params', () => {
    const { url, read } = roundTrip(full);
    expect(read).toEqual(full);
    expect(url.searchParams.get('load')).toBe('x');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.getAll('from')).toEqual(['BA', 'BA:Tuzla:100']);
  });

  it('writes nothing for the defaults', () => {
    const { url, read } = roundTrip({ filters: emptyFilters, scope: 'open', pageSize: 20 });
    expect(url.search).toBe('?load=x&page=2');
    expect(read).toEqual({ filters: emptyFilters, scope: 'open', pageSize: 20 });
  });

  it('drops what it cannot read, one value at a time', () => {
    const params = new URLSearchParams(
      'from=RS&from=XX:Atlantis:5&from=rs&type=PALLET&type=GOLD&dateFrom=2030-02-30&maxKg=-3&maxM3=abc&size=7&scope=all&sort=emptyKm&fits=yes',
    );
    const read = readLoadSearchParams(params);
    expect(read.filters).toMatchObject({ loading: [{ country: 'RS' }], itemTypes: ['PALLET'], fitsMyFleet: false, sort: 'loadingDate' });
    expect(read.filters.loadingFrom).toBeUndefined();
    expect(read.filters.maxWeightKg).toBeUndefined();
    expect(read.filters.maxVolumeM3).toBeUndefined();
    expect(read).toMatchObject({ scope: 'open', pageSize: 20 });
  });
});
