/**
 * GET /api/deliveries/<transportId>/note.pdf: the delivery note for the job's customer or hired
 * transporter (Bearer, live session), in `?lang=` when it names one of ours, else the reader's own
 * language; anyone else, and a transport without a record, 404 (we do not confirm it exists).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRPCError } from '@trpc/server';
import { isLanguage } from '@/lib/i18n/languages';
import type { Db } from '../db/client';
import { deliveryNotePdf } from '../services/deliveries/delivery-note';
import { noteFactsFor } from '../services/deliveries/note-facts';
import { callerOf } from '../uploads/caller';
import { sendJson } from '../uploads/refusal';

const notePath = /^\/api\/deliveries\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/note\.pdf$/i;

/** The transport a note path names, or null when the path is not a note's. */
export function noteTransportOf(pathname: string): string | null {
  return notePath.exec(pathname)?.[1] ?? null;
}

export async function answerDeliveryNote(req: IncomingMessage, res: ServerResponse, transportId: string, db: Db): Promise<void> {
  const caller = await callerOf(req, db);
  if (!caller) return sendJson(res, 404, { error: 'not found' });
  let found;
  try {
    found = await noteFactsFor(db, transportId, caller.userId);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return sendJson(res, 404, { error: 'not found' });
    throw error;
  }
  const asked = new URL(req.url ?? '/', 'http://localhost').searchParams.get('lang');
  const bytes = await deliveryNotePdf(found.facts, isLanguage(asked) ? asked : found.readerLanguage);
  res.writeHead(200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(bytes.length),
    'Content-Disposition': `attachment; filename="delivery-note-${transportId}.pdf"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
