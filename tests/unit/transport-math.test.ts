import { describe, expect, it } from 'vitest';
import { estimateLoad, estimateVolumeM3, estimateWeightKg, suggestVehicle } from '@/lib/transport-math';

const box = { quantity: 10, weightKg: 12.5, widthCm: 50, heightCm: 40, lengthCm: 40 };
const sofa = { quantity: 1, weightKg: 60, widthCm: 220, heightCm: 90, lengthCm: 95 };

describe('estimateWeightKg', () => {
  it('sums weight × quantity', () => {
    expect(estimateWeightKg([box, sofa])).toBe(185);
  });

  it('is 0 for no items', () => {
    expect(estimateWeightKg([])).toBe(0);
  });

  it('keeps decimal sums clean', () => {
    const tiny = { quantity: 1, weightKg: 0.1, widthCm: 1, heightCm: 1, lengthCm: 1 };
    expect(estimateWeightKg([tiny, { ...tiny, weightKg: 0.2 }])).toBe(0.3);
  });
});

describe('estimateVolumeM3', () => {
  it('sums w × h × l × quantity in m³, rounded to 2 decimals', () => {
    // 10 × 0.08 m³ + 1.881 m³ = 2.681 m³
    expect(estimateVolumeM3([box, sofa])).toBe(2.68);
  });

  it('is 0 for no items', () => {
    expect(estimateVolumeM3([])).toBe(0);
  });
});

describe('suggestVehicle', () => {
  it('picks a van up to 3.5 m³ and 1000 kg, limits included', () => {
    expect(suggestVehicle(1000, 3.5)).toBe('VAN');
    expect(suggestVehicle(10, 0.1)).toBe('VAN');
  });

  it('picks a box truck when either limit of a van is passed', () => {
    expect(suggestVehicle(1001, 1)).toBe('BOX_TRUCK');
    expect(suggestVehicle(100, 3.51)).toBe('BOX_TRUCK');
    expect(suggestVehicle(7000, 20)).toBe('BOX_TRUCK');
  });

  it('picks a truck beyond 20 m³ or 7000 kg', () => {
    expect(suggestVehicle(7001, 5)).toBe('TRUCK');
    expect(suggestVehicle(500, 20.01)).toBe('TRUCK');
  });
});

describe('estimateLoad', () => {
  it('combines the three', () => {
    const pallets = { quantity: 8, weightKg: 780, widthCm: 80, heightCm: 100, lengthCm: 120 };
    expect(estimateLoad([pallets])).toEqual({ weightKg: 6240, volumeM3: 7.68, vehicle: 'BOX_TRUCK' });
  });
});
