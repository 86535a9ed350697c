/**
 * Marking a job delivered (issue 28): the proof is checked before anything moves (the code, or for
 * "receiver absent" a photo and the tracker within 500 m of the address; the photos uploaded for this
 * transport), then in one transaction the transport becomes DELIVERED, its vehicle free, both sides
 * told, and the record appended to the chain with the time and position the server adds.
 */
import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import { deliveryRules, type MarkDeliveredInput } from '@/lib/schemas/delivery';
import type { Db } from '../../db/client';
import { deliveryPhotos } from '../../db/schema';
import { releaseVehicle } from '../transports/job-vehicle';
import { loadForAction } from '../transports/transport-access';
import { move } from '../transports/transport-moves';
import { tellDelivered } from '../notifications/transport-events';
import { appendRecord } from './delivery-chain';
import { checkDeliveryCode } from './delivery-code';
import { deliveryPosition } from './delivery-position';

/** Every key names a photo uploaded for this transport (BAD_REQUEST otherwise). */
export async function checkPhotos(db: Db, transportId: string, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  const found = await db
    .select({ key: deliveryPhotos.key })
    .from(deliveryPhotos)
    .where(and(eq(deliveryPhotos.transportId, transportId), inArray(deliveryPhotos.key, [...keys])));
  if (found.length !== keys.length) throw new TRPCError({ code: 'BAD_REQUEST', message: 'deliveries:photoNotFound' });
}

export async function recordDelivery(db: Db, userId: string, input: MarkDeliveredInput) {
  const transport = await loadForAction(db, input.id, userId, 'markDelivered');
  if (!input.receiverAbsent) await checkDeliveryCode(db, transport.id, input.code ?? '');
  const photoKeys = [...new Set(input.photoKeys)];
  await checkPhotos(db, transport.id, photoKeys);
  const position = await deliveryPosition(db, transport);
  const near = position.distanceM !== null && position.distanceM <= deliveryRules.absentRadiusM;
  if (input.receiverAbsent && !near) throw new TRPCError({ code: 'BAD_REQUEST', message: 'deliveries:absentNotNear' });
  const reservations = [...new Set(input.reservations)];
  const recordedAt = new Date();
  const record = await db.transaction(async (tx) => {
    await move(tx, transport.id, transport.status, 'DELIVERED', { deliveredAt: recordedAt });
    await releaseVehicle(tx, transport);
    await tellDelivered(tx, transport);
    return appendRecord(tx, {
      transportId: transport.id,
      recordedBy: userId,
      receiverName: input.receiverAbsent ? null : (input.receiverName ?? null),
      receiverAbsent: input.receiverAbsent,
      reservations,
      reservationText: reservations.length > 0 ? input.reservationText || null : null,
      photoKeys,
      recordedAt,
      ...position,
    });
  });
  return { success: true as const, status: 'DELIVERED' as const, hash: record.hash };
}
