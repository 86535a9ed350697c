import { describe, expect, it } from 'vitest';
import { cityOf, distanceLeftKm, etaFrom, etaRules, haversineKm, isQuiet, recentSpeedKmh, type TrackPoint } from '@/lib/eta';

const beograd = { lat: 44.8176, lon: 20.4569 };
const sarajevo = { lat: 43.8563, lon: 18.4131 };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 12, minute));
const point = (minute: number, speedKmh: number | null, lat = 44, lon = 20): TrackPoint => ({ recordedAt: at(minute), speedKmh, lat, lon });

describe('haversineKm and distanceLeftKm', () => {
  it('measures Belgrade–Sarajevo as the great circle (≈ 194.5 km) and the road as 1.25 × that', () => {
    expect(haversineKm(beograd, sarajevo)).toBeCloseTo(194.5, 0);
    expect(distanceLeftKm(beograd, sarajevo)).toBeCloseTo(haversineKm(beograd, sarajevo) * 1.25, 6);
  });

  it('is 0 at the delivery point and symmetric', () => {
    expect(haversineKm(sarajevo, sarajevo)).toBe(0);
    expect(haversineKm(sarajevo, beograd)).toBeCloseTo(haversineKm(beograd, sarajevo), 9);
  });

  it('one degree of latitude is ≈ 111.2 km', () => {
    expect(haversineKm({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111.19, 1);
  });
});

describe('recentSpeedKmh', () => {
  it('averages the reported moving speeds of the last 30 minutes, ignoring stops', () => {
    expect(recentSpeedKmh([point(0, 60), point(10, 0), point(20, 80), point(25, 2)])).toBe(70);
  });

  it('forgets samples older than 30 minutes before the latest', () => {
    expect(recentSpeedKmh([point(0, 20), point(31, 50), point(40, 70)])).toBe(60);
  });

  it('derives speed from distance and time when the tracker reports none', () => {
    // ⅓ of a degree of latitude (≈ 18.5 km) every 15 minutes: ≈ 74 km/h.
    const speed = recentSpeedKmh([point(0, null, 44), point(15, null, 44.1667), point(30, null, 44.3333)]);
    expect(speed).toBeCloseTo(74.1, 0);
  });

  it('clamps to 15–90 km/h and falls back to 60 km/h when nothing moved', () => {
    expect(recentSpeedKmh([point(0, 140), point(5, 150)])).toBe(etaRules.maxSpeedKmh);
    expect(recentSpeedKmh([point(0, 7), point(5, 8)])).toBe(etaRules.minSpeedKmh);
    expect(recentSpeedKmh([point(0, 0), point(5, 0)])).toBe(etaRules.fallbackSpeedKmh);
    expect(recentSpeedKmh([])).toBe(etaRules.fallbackSpeedKmh);
  });
});

describe('etaFrom and isQuiet', () => {
  it('arrives after distance / speed hours', () => {
    expect(etaFrom(at(0), 120, 60).toISOString()).toBe(new Date(Date.UTC(2026, 10, 23, 14, 0)).toISOString());
  });

  it('a position older than 5 minutes is quiet', () => {
    expect(isQuiet(at(0), at(5))).toBe(false);
    expect(isQuiet(at(0), new Date(at(5).getTime() + 1000))).toBe(true);
  });
});

describe('cityOf', () => {
  it('takes the city of an address: the last part, without a country code or a postal code', () => {
    expect(cityOf('Ferhadija 2, Sarajevo')).toBe('Sarajevo');
    expect(cityOf('Sarajevo')).toBe('Sarajevo');
    expect(cityOf('Titova 25, 71000 Sarajevo, BA')).toBe('Sarajevo');
    expect(cityOf('Poljička cesta 25, 21000 Split, HR')).toBe('Split');
    expect(cityOf('Hauptstraße 5, A-1010 Wien')).toBe('Wien');
  });
});
