import { describe, expect, it } from 'vitest';
import { formatterFor } from '@/lib/format';
import { getT } from '@/lib/i18n/server';
import { largestItem, loadSize } from '@/islands/loads/load-texts';

const load = { estimatedWeightKg: 1250, estimatedVolumeM3: 11.12, maxItemLongCm: 426, maxItemShortCm: 180, maxItemHeightCm: 145 };

// The load search's dimensions column: every unit in the reader's script, the centimetres too, and
// held to its number by a no-break space.
describe('a load size and its largest item', () => {
  it('are in Latin letters in English', () => {
    expect(loadSize(load, getT('en', 'transports'), formatterFor('en'))).toBe('1,250\u00a0kg · 11.12\u00a0m³');
    expect(largestItem(load, getT('en', 'transports'), formatterFor('en'))).toBe('426 × 180 × 145\u00a0cm');
  });

  it('are in Cyrillic in Serbian Cyrillic', () => {
    expect(loadSize(load, getT('sr-Cyrl', 'transports'), formatterFor('sr-Cyrl'))).toBe('1.250\u00a0кг · 11,12\u00a0м³');
    expect(largestItem(load, getT('sr-Cyrl', 'transports'), formatterFor('sr-Cyrl'))).toBe('426 × 180 × 145\u00a0цм');
  });
});
