/** The lifecycle's moves, each under the rule of src/lib/transport-status.ts and its allowed actor. */
import { TRPCError } from '@trpc/server';
import { and, eq, ne } from 'drizzle-orm';
import type { TransportStatus } from '@/lib/constants';
import type { TransportAction } from '@/lib/transport-status';
import type { Db } from '../../db/client';
import { bids, transports } from '../../db/schema';
import { loadForAction } from './access';

/** Moves the transport only if nobody moved it in between (two tabs, two people). */
async function move(db: Db, id: string, from: TransportStatus, to: TransportStatus, extra: Partial<typeof transports.$inferInsert> = {}) {
  const moved = await db
    .update(transports)
    .set({ status: to, updatedAt: new Date(), ...extra })
    .where(and(eq(transports.id, id), eq(transports.status, from)))
    .returning({ id: transports.id });
  if (moved.length === 0) throw new TRPCError({ code: 'CONFLICT', message: 'transports:illegalTransition' });
}

export async function awardBidHandler(db: Db, userId: string, transportId: string, bidId: string) {
  const transport = await loadForAction(db, transportId, userId, 'award');
  return db.transaction(async (tx) => {
    const [bid] = await tx.select().from(bids).where(and(eq(bids.id, bidId), eq(bids.transportId, transport.id))).limit(1);
    if (!bid) throw new TRPCError({ code: 'NOT_FOUND', message: 'transports:bidNotFound' });
    if (bid.status !== 'PENDING') throw new TRPCError({ code: 'CONFLICT', message: 'transports:bidNotPending' });
    await move(tx, transport.id, 'OPEN', 'AWARDED', { awardedBidId: bid.id });
    const now = new Date();
    await tx.update(bids).set({ status: 'ACCEPTED', updatedAt: now }).where(eq(bids.id, bid.id));
    await tx
      .update(bids)
      .set({ status: 'DECLINED', updatedAt: now })
      .where(and(eq(bids.transportId, transport.id), ne(bids.id, bid.id), eq(bids.status, 'PENDING')));
    return { success: true as const };
  });
}

/** cancel, startTransit, markDelivered: a plain status move (cancel also declines pending bids). */
export async function transitionHandler(db: Db, userId: string, id: string, action: Exclude<TransportAction, 'award' | 'remove'>) {
  const transport = await loadForAction(db, id, userId, action);
  const to: Record<typeof action, TransportStatus> = { cancel: 'CANCELLED', startTransit: 'IN_TRANSIT', markDelivered: 'DELIVERED' };
  await db.transaction(async (tx) => {
    await move(tx, id, transport.status, to[action]);
    if (action === 'cancel') {
      await tx.update(bids).set({ status: 'DECLINED', updatedAt: new Date() }).where(and(eq(bids.transportId, id), eq(bids.status, 'PENDING')));
    }
  });
  return { success: true as const, status: to[action] };
}

export async function removeTransportHandler(db: Db, userId: string, id: string) {
  const transport = await loadForAction(db, id, userId, 'remove');
  const removed = await db
    .delete(transports)
    .where(and(eq(transports.id, transport.id), eq(transports.status, transport.status)))
    .returning({ id: transports.id });
  if (removed.length === 0) throw new TRPCError({ code: 'CONFLICT', message: 'transports:illegalTransition' });
  return { success: true as const };
}
