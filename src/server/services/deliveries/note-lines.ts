/**
 * What a delivery note says, line by line, in one language: pure, so a test reads the lines the PDF
 * draws (a PDF's text is glyph ids in a compressed stream, not searchable bytes).
 */
import { getT } from '@/lib/i18n/server';
import type { Language } from '@/lib/i18n/languages';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { ReservationKind } from '@/lib/schemas/delivery';
import type { DeliveryRecord } from '../../db/schema';

export interface NoteFacts {
  title: string;
  loadingAddress: string;
  deliveryAddress: string;
  customerName: string;
  carrierName: string;
  record: DeliveryRecord;
}

export interface NoteLine {
  label: string;
  value: string;
}

export function noteLines(facts: NoteFacts, lang: Language): { heading: string; lines: NoteLine[]; hashNote: string } {
  const t = getT(lang, 'deliveries');
  const { record } = facts;
  const reservations = record.reservations as ReservationKind[];
  const position =
    record.positionLat !== null && record.positionLon !== null
      ? `${record.positionLat.toFixed(5)}, ${record.positionLon.toFixed(5)}` +
        (record.distanceM !== null ? ` · ${t('record.distance', { meters: formatNumber(record.distanceM, lang) })}` : '')
      : t('record.noPosition');
  const lines: NoteLine[] = [
    { label: t('note.transport'), value: facts.title },
    { label: t('note.from'), value: facts.loadingAddress },
    { label: t('note.to'), value: facts.deliveryAddress },
    { label: t('note.customer'), value: facts.customerName },
    { label: t('note.carrier'), value: facts.carrierName },
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
    { label: t('note.photos', { count: record.photoKeys.length }), value: record.photoKeys.join(', ') || '—' },
    { label: t('record.hash'), value: record.hash },
  ];
  return { heading: t('note.title'), lines, hashNote: t('note.hashExplained') };
}
