import { describe, expect, it } from 'vitest';
import { bucketOf, bucketRules, emptyHistogram, priceInBucket, sumHistograms } from '@/lib/price-band/buckets';
import { bandFigures } from '@/lib/price-band/percentiles';
import { regionOf } from '@/lib/price-band/regions';
import { distanceBandOf, itemTypesSignature, laneKeys, monthOf, weightBandOf, windowStartMonth } from '@/lib/price-band/similarity';
import { chooseBand, roundForDisplay, type LevelSample } from '@/lib/price-band/widening';

/** A histogram of these EUR prices. */
function histogramOf(prices: readonly number[]): number[] {
  const histogram = emptyHistogram();
  for (const price of prices) histogram[bucketOf(price)] = (histogram[bucketOf(price)] ?? 0) + 1;
  return histogram;
}

describe('buckets', () => {
  it('puts a price in the bucket whose bounds hold it, 5 % wide, clamped at both ends', () => {
    for (const price of [10.5, 99, 380, 1234.5, 45_000]) {
      const bucket = bucketOf(price);
      expect(priceInBucket(bucket, 0)).toBeLessThanOrEqual(price);
      expect(priceInBucket(bucket, 1)).toBeGreaterThan(price);
      expect(priceInBucket(bucket, 1) / priceInBucket(bucket, 0)).toBeCloseTo(1.05, 9);
    }
    expect(bucketOf(1)).toBe(0);
    expect(bucketOf(10_000_000)).toBe(bucketRules.count - 1);
    expect(priceInBucket(bucketRules.count, 0)).toBeGreaterThan(100_000);
  });

  it('adds histograms bucket by bucket', () => {
    expect(sumHistograms([histogramOf([380, 400]), histogramOf([380])])).toEqual(histogramOf([380, 380, 400]));
  });
});

describe('bandFigures', () => {
  it('reads P25, median and P75 within a bucket of the true percentiles', () => {
    const prices = Array.from({ length: 101 }, (_, index) => 300 + index * 2); // 300 … 500
    const figures = bandFigures(histogramOf(prices));
    expect(figures?.lowEur).toBeGreaterThan(350 / 1.05);
    expect(figures?.lowEur).toBeLessThan(350 * 1.05);
    expect(figures?.medianEur).toBeGreaterThan(400 / 1.05);
    expect(figures?.medianEur).toBeLessThan(400 * 1.05);
    expect(figures?.highEur).toBeGreaterThan(450 / 1.05);
    expect(figures?.highEur).toBeLessThan(450 * 1.05);
  });

  it('leaves out the prices beyond the P1 and the P99 before reading the band', () => {
    const prices = [...Array.from({ length: 19 }, () => 400), 20, 60_000];
    const figures = bandFigures(histogramOf(prices));
    expect(figures).toMatchObject({ counted: 19, outliers: 2 });
    const many = bandFigures(histogramOf([...Array.from({ length: 998 }, () => 400), 20, 60_000]));
    expect(many).toMatchObject({ counted: 980, outliers: 20 });
  });

  it('keeps both of two observations, and has nothing for none', () => {
    expect(bandFigures(histogramOf([300, 500]))).toMatchObject({ counted: 2, outliers: 0 });
    expect(bandFigures(emptyHistogram())).toBeNull();
  });
});

describe('similarity keys', () => {
  it('bands the road distance as the ETA estimates it (great circle × 1.25)', () => {
    const sarajevo = { lat: 43.8563, lon: 18.4131 };
    const beograd = { lat: 44.8176, lon: 20.4569 }; // 194.5 km straight, 243 km by road: under 250
    const munich = { lat: 48.1351, lon: 11.582 };
    expect(distanceBandOf(sarajevo, sarajevo)).toBe(0);
    expect(distanceBandOf(sarajevo, beograd)).toBe(1);
    expect(distanceBandOf(sarajevo, munich)).toBe(4);
  });

  it('bands the weight with each limit in the band above it', () => {
    expect([0, 99, 100, 999, 1000, 12_000, 40_000].map(weightBandOf)).toEqual([0, 0, 1, 2, 3, 6, 6]);
  });

  it('names the item types by their distinct sorted set', () => {
    expect(itemTypesSignature(['PARCEL', 'PALLET', 'PARCEL'])).toBe('PALLET+PARCEL');
  });

  it('widens the lane to either direction, then to the regions, which have none outside them', () => {
    expect(laneKeys('RS', 'BA')).toEqual({ LANE: 'RS>BA', EITHER_DIRECTION: 'BA~RS', REGION: 'WESTERN_BALKANS~WESTERN_BALKANS' });
    expect(laneKeys('DE', 'BA').REGION).toBe('CENTRAL_EUROPE~WESTERN_BALKANS');
    expect(laneKeys('BA', 'US').REGION).toBeNull();
    expect(regionOf('HR')).toBe('SOUTH_EAST_EUROPE');
  });

  it('counts the window in whole months from the one 180 days ago', () => {
    const now = new Date('2026-11-26T00:10:00Z');
    expect(monthOf(now)).toBe('2026-11-01');
    expect(windowStartMonth(now)).toBe('2026-05-01');
  });
});

describe('chooseBand', () => {
  const fromCompanies = (level: LevelSample['level'], count: number, companies: number): LevelSample => ({
    level,
    histogram: histogramOf(Array.from({ length: count }, (_, index) => 300 + index * 10)),
    companies,
  });

  it('takes the narrowest level with 7 awards from 3 companies', () => {
    const samples = [fromCompanies('LANE', 6, 5), fromCompanies('EITHER_DIRECTION', 9, 2), fromCompanies('REGION', 7, 3)];
    expect(chooseBand(samples, 'EUR')?.level).toBe('REGION');
    expect(chooseBand([fromCompanies('LANE', 7, 3), ...samples], 'EUR')?.level).toBe('LANE');
  });

  it('says there is not enough data when no level has', () => {
    expect(chooseBand([fromCompanies('LANE', 6, 6), fromCompanies('REGION', 50, 2)], 'EUR')).toBeNull();
  });

  it('shows the band in the viewer currency, rounded to two significant digits, with the rates date', () => {
    const samples = [fromCompanies('LANE', 30, 4)];
    const inEur = chooseBand(samples, 'EUR');
    const inBam = chooseBand(samples, 'BAM');
    expect(inBam?.currency).toBe('BAM');
    const medianEur = bandFigures(samples[0]?.histogram ?? [])?.medianEur ?? 0;
    expect(inBam?.median).toBe(roundForDisplay(medianEur * 1.95583));
    expect(inEur?.median).toBe(roundForDisplay(medianEur));
    expect(inBam?.ratesDate).toBe(inEur?.ratesDate);
  });

  it('rounds to two significant digits', () => {
    expect([383, 44_812, 1250, 7.4, 0].map(roundForDisplay)).toEqual([380, 45_000, 1300, 7, 0]);
  });
});
