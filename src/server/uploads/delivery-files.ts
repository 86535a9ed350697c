/**
 * POST /api/uploads/delivery?transport=<id>: a photo for a delivery's record or a hidden-damage
 * report. Before the body is read the caller must be a side of the transport while it is on the road
 * or delivered; the stored photo's key is what transports.markDelivered then names.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRPCError } from '@trpc/server';
import type { MessageKey } from '@/lib/i18n/keys';
import type { Db } from '../db/client';
import type { AccessClaims } from '../services/auth/tokens';
import { addPhoto, mayAddPhoto } from '../services/deliveries/delivery-photos';
import { UploadRefused, sendRefusal } from './refusal';

const statusOf: Partial<Record<TRPCError['code'], number>> = { NOT_FOUND: 404, CONFLICT: 409 };

function refusalOf(error: unknown): UploadRefused {
  if (error instanceof TRPCError && statusOf[error.code])
    return new UploadRefused(statusOf[error.code] ?? 400, error.message as MessageKey);
  throw error;
}

/** The transport named by the query, or null when it names none. */
export function deliveryTransportOf(req: IncomingMessage): string | null {
  const value = new URL(req.url ?? '/', 'http://localhost').searchParams.get('transport');
  return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value) ? value : null;
}

/** Answers the refusal and returns false when the caller may not add a photo to the transport now. */
export async function mayPostDeliveryPhoto(db: Db, req: IncomingMessage, caller: AccessClaims, res: ServerResponse): Promise<boolean> {
  try {
    const transport = deliveryTransportOf(req);
    if (!transport) throw new TRPCError({ code: 'NOT_FOUND', message: 'transports:notFound' });
    await mayAddPhoto(db, caller.userId, transport);
    return true;
  } catch (error) {
    sendRefusal(res, refusalOf(error));
    return false;
  }
}

/** Writes the stored photo's row (checked again: the transport may have moved while the body came). */
export async function attachToDelivery(db: Db, caller: AccessClaims, req: IncomingMessage, key: string): Promise<void> {
  try {
    const transport = deliveryTransportOf(req);
    if (!transport) throw new TRPCError({ code: 'NOT_FOUND', message: 'transports:notFound' });
    await mayAddPhoto(db, caller.userId, transport);
    await addPhoto(db, caller.userId, transport, key);
  } catch (error) {
    throw refusalOf(error);
  }
}
