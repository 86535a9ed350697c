import { describe, expect, it } from 'vitest';
import { vehicleTypes } from '@/lib/constants';
import { carriedItemTypes, cargoVolumeM3, fitProblems, itemShape, pickupWindow, type CargoSpace, type LoadShape } from '@/lib/vehicle-fit';

const sprinter: CargoSpace = { type: 'VAN', capacityKg: 1300, cargoLengthCm: 430, cargoWidthCm: 178, cargoHeightCm: 194 };
const pallets: LoadShape = {
  weightKg: 800,
  volumeM3: 4,
  itemTypes: ['PALLET'],
  maxItemLongCm: 120,
  maxItemShortCm: 80,
  maxItemHeightCm: 150,
};

describe('cargoVolumeM3', () => {
  it('is L × W × H in m³, rounded to 2 decimals', () => {
    expect(cargoVolumeM3(sprinter)).toBe(14.85);
  });
});

describe('itemShape', () => {
  it('keeps the distinct types and the largest footprint, an item turned on the floor', () => {
    const shape = itemShape([
      { type: 'PALLET', lengthCm: 120, widthCm: 80, heightCm: 100 },
      { type: 'PALLET', lengthCm: 60, widthCm: 200, heightCm: 40 },
      { type: 'PARCEL', lengthCm: 30, widthCm: 30, heightCm: 160 },
    ]);
    expect(shape).toEqual({ itemTypes: ['PALLET', 'PARCEL'], maxItemLongCm: 200, maxItemShortCm: 80, maxItemHeightCm: 160 });
  });

  it('is zero for no items', () => {
    expect(itemShape([])).toEqual({ itemTypes: [], maxItemLongCm: 0, maxItemShortCm: 0, maxItemHeightCm: 0 });
  });
});

describe('fitProblems', () => {
  it('is empty when every limit holds', () => {
    expect(fitProblems(sprinter, pallets)).toEqual([]);
  });

  it('fits exactly at each limit', () => {
    const edge = { ...pallets, weightKg: 1300, volumeM3: 14.85, maxItemLongCm: 430, maxItemShortCm: 178, maxItemHeightCm: 194 };
    expect(fitProblems(sprinter, edge)).toEqual([]);
  });

  it.each([
    ['itemType', { itemTypes: ['PALLET', 'PET'] }],
    ['weight', { weightKg: 1300.5 }],
    ['volume', { volumeM3: 14.86 }],
    ['size', { maxItemLongCm: 431 }],
    ['size', { maxItemShortCm: 179 }],
    ['size', { maxItemHeightCm: 195 }],
  ] as const)('names %s when that limit is missed', (reason, change) => {
    expect(fitProblems(sprinter, { ...pallets, ...change })).toEqual([reason]);
  });

  it('names every missed limit, in order', () => {
    const tooMuch = { ...pallets, itemTypes: ['VEHICLE'] as const, weightKg: 2000, volumeM3: 20, maxItemLongCm: 500 };
    expect(fitProblems(sprinter, tooMuch)).toEqual(['itemType', 'weight', 'volume', 'size']);
  });

  it('takes a long item along the width when the floor is wider than long', () => {
    const sideways = { ...sprinter, cargoLengthCm: 178, cargoWidthCm: 430 };
    expect(fitProblems(sideways, { ...pallets, maxItemLongCm: 400 })).toEqual([]);
  });

  it('lets only a car carrier or a flatbed take a vehicle, and only animal transport a pet', () => {
    const carriers = (type: 'VEHICLE' | 'PET') => vehicleTypes.filter((vehicle) => carriedItemTypes[vehicle].includes(type));
    expect(carriers('VEHICLE')).toEqual(['FLATBED', 'CAR_CARRIER']);
    expect(carriers('PET')).toEqual(['ANIMAL_TRANSPORT']);
  });
});

describe('pickupWindow', () => {
  it('is the loading day when it is not flexible', () => {
    expect(pickupWindow({ loadingDate: '2027-03-10', loadingFlexible: false, deliveryDate: '2027-03-20' })).toEqual({
      from: '2027-03-10',
      to: '2027-03-10',
    });
  });

  it('is two days either side of a flexible loading day', () => {
    expect(pickupWindow({ loadingDate: '2027-03-01', loadingFlexible: true, deliveryDate: '2027-03-20' })).toEqual({
      from: '2027-02-27',
      to: '2027-03-03',
    });
  });

  it('never runs past the delivery day', () => {
    expect(pickupWindow({ loadingDate: '2027-03-10', loadingFlexible: true, deliveryDate: '2027-03-11' })).toEqual({
      from: '2027-03-08',
      to: '2027-03-11',
    });
  });
});
