/** A message as a thread's reader receives it: the caller's own or the other side's, with its offer, file or event. */
import { offerStateAt, type MessageKind, type OfferState, type SystemEvent, type ThreadSide } from '@/lib/messages';
import type { MessageRow } from '../../db/schema';

export interface MessageView {
  id: number;
  side: ThreadSide | 'system';
  mine: boolean;
  kind: MessageKind;
  body: string;
  masked: boolean;
  createdAt: Date;
  answeredPublicly: boolean;
  offer: { amount: number; currency: string; validUntil: Date; state: OfferState } | null;
  file: { key: string; name: string; type: string; size: number } | null;
  event: { name: SystemEvent; params: Record<string, string> } | null;
}

export function viewOf(row: MessageRow, side: ThreadSide, now = new Date()): MessageView {
  return {
    id: row.id,
    side: row.side,
    mine: row.side === side,
    kind: row.kind,
    body: row.body,
    masked: row.masked,
    createdAt: row.createdAt,
    answeredPublicly: row.answeredPublicly,
    offer:
      row.kind === 'offer' && row.offerAmount !== null && row.offerCurrency && row.offerUntil && row.offerState
        ? {
            amount: row.offerAmount,
            currency: row.offerCurrency,
            validUntil: row.offerUntil,
            state: offerStateAt(row.offerState, row.offerUntil, now),
          }
        : null,
    file:
      row.kind === 'file' && row.fileKey && row.fileName && row.fileType
        ? { key: row.fileKey, name: row.fileName, type: row.fileType, size: row.fileSize ?? 0 }
        : null,
    event: row.kind === 'system' && row.systemEvent ? { name: row.systemEvent, params: row.params ?? {} } : null,
  };
}
