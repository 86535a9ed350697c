import type { Db } from '../../db/client';
import type { Transport } from '../../db/schema';
import { findTransport, notFound } from '../../services/transports/transport-access';

/** The caller's own transport; anyone else's (or none) answers NOT_FOUND, as transports.byId does. */
export async function ownedTransport(db: Db, userId: string, transportId: string): Promise<Transport> {
  const transport = await findTransport(db, transportId);
  if (!transport || transport.ownerId !== userId) throw notFound();
  return transport;
}
