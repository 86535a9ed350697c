import { describe, expect, it } from 'vitest';
import { matchesVehicle, plateKey } from '@/lib/vehicle-search';

const van = { id: '5f0c6a8e-1111-4222-8333-444455556666', name: 'Sprinter Beograd', plate: 'BG 123-AB', trackerId: 'TRK-77' };
const matches = (query: string) => matchesVehicle(van, query);

describe('vehicle search', () => {
  it('finds a plate in any format, as ?user= compares plates', () => {
    expect(plateKey('bg-123 ab')).toBe('BG123AB');
    for (const query of ['BG123AB', 'bg 123 ab', 'bg-123', '123-a', 'g1']) expect(matches(query)).toBe(true);
    expect(matches('bg124')).toBe(false);
  });

  it('finds a part of the name or the tracker id, in any case, and the exact id', () => {
    for (const query of ['sprinter', 'BEOGRAD', 'trk-7', ' trk-77 ', van.id]) expect(matches(query)).toBe(true);
    expect(matches('scania')).toBe(false);
    expect(matchesVehicle({ ...van, trackerId: null }, 'trk')).toBe(false);
  });

  it('matches everything when empty, and punctuation alone matches nothing', () => {
    expect(matches('')).toBe(true);
    expect(matches('   ')).toBe(true);
    expect(matches('--')).toBe(false);
  });
});
