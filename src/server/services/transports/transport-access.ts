/** Loading a transport for someone, with the object-level rule that goes with the action. */
import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import { canTransition, effectiveStatus, type Actor, type TransportAction } from '@/lib/transport-status';
import type { Db } from '../../db/client';
import { bids, transports, type Transport } from '../../db/schema';
import { utcToday } from '@/lib/calendar-day';

export const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'transports:notFound' });

/** A transport row as readers see it: overdue OPEN auctions read as EXPIRED. */
export function asRead<T extends Pick<Transport, 'status' | 'loadingDate'>>(transport: T, today = utcToday()): T {
  return { ...transport, status: effectiveStatus(transport.status, transport.loadingDate, today) };
}

/** One transport by id, as readers see it. */
export async function findTransport(db: Db, id: string): Promise<Transport | undefined> {
  const [transport] = await db.select().from(transports).where(eq(transports.id, id)).limit(1);
  return transport && asRead(transport);
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
  const transport = await findTransport(db, id);
  if (!transport) throw notFound();
  const actor = await actorOf(db, transport, userId);
  if (!actor) throw notFound();
  if (action === 'remove' && transport.awardedBidId) throw new TRPCError({ code: 'CONFLICT', message: 'transports:cannotDeleteAwarded' });
  if (!canTransition(action, transport.status, actor)) throw new TRPCError({ code: 'CONFLICT', message: 'transports:illegalTransition' });
  return transport;
}
