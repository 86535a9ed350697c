import { describe, expect, it } from 'vitest';
import { findPlace, formatPlace, places, searchPlaces } from '@/lib/gazetteer';

describe('gazetteer', () => {
  it('finds places by prefix, ignoring case and diacritics', () => {
    expect(searchPlaces('sara')[0]?.name).toBe('Sarajevo');
    expect(searchPlaces('munchen').map((p) => p.name)).toContain('München');
  });

  it('finds Serbian Cyrillic input and English exonyms', () => {
    expect(searchPlaces('Беог')[0]?.name).toBe('Beograd');
    expect(searchPlaces('Belgrade')[0]?.name).toBe('Beograd');
    expect(searchPlaces('Vienna')[0]?.name).toBe('Wien');
  });

  it('limits the number of suggestions and answers nothing for nothing', () => {
    expect(searchPlaces('a', 5)).toHaveLength(5);
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('zzzzqqq')).toEqual([]);
  });

  it('formats a place with its country and holds plausible European coordinates', () => {
    const sarajevo = findPlace('Sarajevo');
    expect(sarajevo && formatPlace(sarajevo)).toBe('Sarajevo, BA');
    for (const place of places) {
      expect(place.lat).toBeGreaterThan(34);
      expect(place.lat).toBeLessThan(72);
      expect(place.lon).toBeGreaterThan(-25);
      expect(place.lon).toBeLessThan(45);
      expect(place.country).toMatch(/^[A-Z]{2}$/);
    }
  });
});
