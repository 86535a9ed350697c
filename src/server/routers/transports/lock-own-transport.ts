import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transports, type Transport } from '../../db/schema';
import { asRead, notFound } from '../../services/transports/transport-access';

/**
 * Inside a transaction: the caller's OPEN transport, locked as bids.place locks it (lock-auction.ts),
 * so a bid cannot land between reading whether there are bids and writing the edit. Someone else's
 * is NOT_FOUND; one no longer OPEN (awarded, cancelled, its loading day passed) is CONFLICT.
 */
export async function lockOwnOpenTransport(tx: Db, id: string, userId: string): Promise<Transport> {
  const [row] = await tx.select().from(transports).where(eq(transports.id, id)).limit(1).for('update');
  if (!row || row.ownerId !== userId) throw notFound();
  const transport = asRead(row);
  if (transport.status !== 'OPEN') throw new TRPCError({ code: 'CONFLICT', message: 'transports:editNotOpen' });
  return transport;
}
