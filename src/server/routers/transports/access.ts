/** Loading a transport for someone, with the object-level rule that goes with the action. */
import { TRPCError } from '@trpc/server';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bids, transports, type Transport } from '../../db/schema';
import { canTransition, type Actor, type TransportAction } from '@/lib/transport-status';

export const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'transports:notFound' });

/** OPEN auctions whose loading day (UTC) has passed become EXPIRED (run before reads). */
export async function expireOverdue(db: Db): Promise<void> {
  await db
    .update(transports)
    .set({ status: 'EXPIRED', updatedAt: new Date() })
    .where(and(eq(transports.status, 'OPEN'), lt(transports.loadingDate, sql`(now() at time zone 'utc')::date`)));
}

/** The caller's relation to a transport: its owner, the hired transporter, or nobody. */
export async function actorOf(db: Db, transport: Transport, userId: string): Promise<Actor | null> {
  if (transport.ownerId === userId) return 'owner';
  if (!transport.awardedBidId) return null;
  const [bid] = await db.select({ transporterId: bids.transporterId }).from(bids).where(eq(bids.id, transport.awardedBidId)).limit(1);
  return bid?.transporterId === userId ? 'carrier' : null;
}

/**
 * The transport if the caller may take this action on it now. Someone with no relation to it gets
 * NOT_FOUND (we do not confirm it exists); a related caller gets the reason it is refused.
 */
export async function loadForAction(db: Db, id: string, userId: string, action: TransportAction): Promise<Transport> {
  await expireOverdue(db);
  const [transport] = await db.select().from(transports).where(eq(transports.id, id)).limit(1);
  if (!transport) throw notFound();
  const actor = await actorOf(db, transport, userId);
  if (!actor) throw notFound();
  if (action === 'remove' && transport.awardedBidId) throw new TRPCError({ code: 'CONFLICT', message: 'transports:cannotDeleteAwarded' });
  if (!canTransition(action, transport.status, actor)) throw new TRPCError({ code: 'CONFLICT', message: 'transports:illegalTransition' });
  return transport;
}
