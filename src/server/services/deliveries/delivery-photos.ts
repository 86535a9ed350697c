/**
 * Photos of a delivery (issue 28), uploaded before the record that names them: the job's two sides
 * may upload one while the transport is IN_TRANSIT or DELIVERED (hidden damage is reported after
 * delivery), and only they may read one. A transport takes a bounded number of them.
 */
import { TRPCError } from '@trpc/server';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids, deliveryPhotos, transports } from '../../db/schema';
import { sideOf } from './delivery-view';

/** Tries (a photo replaced, one rejected by the receiver) stay within this many per transport. */
export const photosPerTransport = 30;

/** NOT_FOUND for a stranger, CONFLICT for a transport not on the road nor delivered. */
export async function mayAddPhoto(db: Db, userId: string, transportId: string): Promise<void> {
  const { transport } = await sideOf(db, transportId, userId);
  if (transport.status !== 'IN_TRANSIT' && transport.status !== 'DELIVERED')
    throw new TRPCError({ code: 'CONFLICT', message: 'transports:illegalTransition' });
  const [held] = await db.select({ n: count() }).from(deliveryPhotos).where(eq(deliveryPhotos.transportId, transportId));
  if ((held?.n ?? 0) >= photosPerTransport) throw new TRPCError({ code: 'CONFLICT', message: 'deliveries:tooManyPhotos' });
}

export async function addPhoto(db: Db, userId: string, transportId: string, key: string): Promise<void> {
  await db.insert(deliveryPhotos).values({ key, transportId, uploadedBy: userId });
}

/** Whether the user is the customer or the hired transporter of the photo's transport. */
export async function mayReadPhoto(db: Db, userId: string, key: string): Promise<boolean> {
  const [row] = await db
    .select({ ownerId: transports.ownerId, carrierId: bids.transporterId })
    .from(deliveryPhotos)
    .innerJoin(transports, eq(transports.id, deliveryPhotos.transportId))
    .leftJoin(bids, eq(bids.id, transports.awardedBidId))
    .where(eq(deliveryPhotos.key, key));
  return !!row && (row.ownerId === userId || row.carrierId === userId);
}
