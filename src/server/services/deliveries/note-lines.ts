/**
 * What a delivery note says, line by line, in one language: pure, so a test reads the lines the PDF
 * draws (a PDF's text is glyph ids in a compressed stream, not searchable bytes).
 */
import { getT } from '@/lib/i18n/server';
import type { Language } from '@/lib/i18n/languages';
import { deliveryRecordRows, type RecordRow } from '@/lib/delivery-record-rows';
import type { DeliveryRecord } from '../../db/schema';

export interface NoteFacts {
  title: string;
  loadingAddress: string;
  deliveryAddress: string;
  customerName: string;
  carrierName: string;
  record: DeliveryRecord;
}

export type NoteLine = RecordRow;

export function noteLines(facts: NoteFacts, lang: Language): { heading: string; lines: NoteLine[]; hashNote: string } {
  const t = getT(lang, 'deliveries');
  const { record } = facts;
  const lines: NoteLine[] = [
    { label: t('note.transport'), value: facts.title },
    { label: t('note.from'), value: facts.loadingAddress },
    { label: t('note.to'), value: facts.deliveryAddress },
    { label: t('note.customer'), value: facts.customerName },
    { label: t('note.carrier'), value: facts.carrierName },
    ...deliveryRecordRows(record, t, lang),
    { label: t('note.photos', { count: record.photoKeys.length }), value: record.photoKeys.join(', ') || '—' },
    { label: t('record.hash'), value: record.hash },
  ];
  return { heading: t('note.title'), lines, hashNote: t('note.hashExplained') };
}
