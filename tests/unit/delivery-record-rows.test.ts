import { readFileSync } from 'node:fs';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { deliveryRecordRows, type RecordFacts } from '@/lib/delivery-record-rows';
import type { Language } from '@/lib/i18n/languages';

/** The deliveries texts of `lang`, with {{values}} filled in as i18next does. */
function textsOf(lang: Language): TFunction<'deliveries'> {
  const texts = JSON.parse(readFileSync(`locales/${lang}/deliveries.json`, 'utf8')) as Record<string, string>;
  const t = (key: string, values: Record<string, string> = {}) =>
    (texts[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  return t as unknown as TFunction<'deliveries'>;
}

const record = (distanceM: number): RecordFacts => ({
  receiverAbsent: false,
  receiverName: 'Luka',
  recordedAt: new Date('2026-11-26T10:00:00Z'),
  positionLat: 46.0711,
  positionLon: 13.23458,
  distanceM,
  reservations: [],
  reservationText: null,
});

const positionOf = (distanceM: number, lang: Language) =>
  deliveryRecordRows(record(distanceM), textsOf(lang), lang).find((row) => row.label === textsOf(lang)('record.position'))!.value;

describe('the delivery record rows', () => {
  it('give the distance from the address in metres up to a kilometre, then in kilometres', () => {
    expect(positionOf(850, 'en')).toBe('46.07110, 13.23458 · 850 m from the delivery address (straight line)');
    expect(positionOf(125_052, 'en')).toBe('46.07110, 13.23458 · 125.1 km from the delivery address (straight line)');
    expect(positionOf(125_052, 'de')).toContain('125,1 km von der Lieferadresse');
    expect(positionOf(1_000, 'sr-Cyrl')).toContain('1 км од адресе испоруке');
  });

  it('name the position in words where the page knows them, with its coordinates beside', () => {
    const rows = deliveryRecordRows(record(850), textsOf('en'), 'en', '3 km NE of Udine, IT');
    expect(rows.find((row) => row.label === textsOf('en')('record.position'))?.value).toBe(
      '3 km NE of Udine, IT (46.07110, 13.23458) · 850 m from the delivery address (straight line)',
    );
  });
});
