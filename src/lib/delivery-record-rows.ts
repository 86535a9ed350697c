/**
 * A delivery record's facts as labelled rows, the same on the page both sides see
 * (DeliveryRecordView) and in the PDF note (note-lines.ts): pure, so the two cannot word a fact
 * differently.
 */
import type { TFunction } from 'i18next';
import { formatDateTime, formatNumber } from './format';
import type { Language } from './i18n/languages';
import type { ReservationKind } from './schemas/delivery';

export interface RecordRow {
  label: string;
  value: string;
}

/** The stored columns it reads: a row on the server, deliveries' answer in the browser. */
export interface RecordFacts {
  receiverAbsent: boolean;
  receiverName: string | null;
  recordedAt: Date;
  positionLat: number | null;
  positionLon: number | null;
  distanceM: number | null;
  reservations: readonly string[];
  reservationText: string | null;
}

/** "850 m from the delivery address", "125.1 km from …" beyond a kilometre. */
function distanceText(meters: number, t: TFunction<'deliveries'>, lang: Language): string {
  if (meters < 1_000) return t('record.distance', { meters: formatNumber(meters, lang) });
  return t('record.distanceKm', { km: formatNumber(meters / 1_000, lang, { maximumFractionDigits: 1 }) });
}

/**
 * Receiver, time, where the truck stood (and how far from the address), reservations. `place` names
 * the position in words ("12 km W of Sremska Mitrovica, RS") where the page has the place index; the
 * coordinates stay beside it, the record's exact fact.
 */
export function deliveryRecordRows(record: RecordFacts, t: TFunction<'deliveries'>, lang: Language, place?: string | null): RecordRow[] {
  const reservations = record.reservations as ReservationKind[];
  const coordinates =
    record.positionLat !== null && record.positionLon !== null
      ? `${record.positionLat.toFixed(5)}, ${record.positionLon.toFixed(5)}`
      : null;
  const position = coordinates
    ? (place ? `${place} (${coordinates})` : coordinates) +
      (record.distanceM !== null ? ` · ${distanceText(record.distanceM, t, lang)}` : '')
    : t('record.noPosition');
  return [
    { label: t('record.receiver'), value: record.receiverAbsent ? t('record.absent') : (record.receiverName ?? '') },
    { label: t('record.time'), value: formatDateTime(record.recordedAt, lang) },
    { label: t('record.position'), value: position },
    {
      label: t('record.reservations'),
      value:
        reservations.length === 0
          ? t('record.none')
          : [reservations.map((kind) => t(`reservation.${kind}`)).join(', '), record.reservationText].filter(Boolean).join(': '),
    },
  ];
}
