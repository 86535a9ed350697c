import { and, eq } from 'drizzle-orm';
import type { PriceBandInput } from '@/lib/schemas/price-band';
import type { BandJob } from '@/lib/price-band/similarity';
import type { HandlerOptions } from '../../trpc';
import type { Db } from '../../db/client';
import { bids } from '../../db/schema';
import { findTransport, notFound } from '../../services/transports/transport-access';
import { readBand } from '../../services/price-band/read-band';

/** A stored transport as the band compares it: its owner, anyone while it is open for bids, or a transporter who bid on it (others: NOT_FOUND). */
async function storedJob(db: Db, transportId: string, userId: string): Promise<BandJob> {
  const transport = await findTransport(db, transportId);
  if (!transport) throw notFound();
  if (transport.ownerId !== userId && transport.status !== 'OPEN') {
    const [bid] = await db
      .select({ id: bids.id })
      .from(bids)
      .where(and(eq(bids.transportId, transport.id), eq(bids.transporterId, userId)))
      .limit(1);
    if (!bid) throw notFound();
  }
  return { ...transport, weightKg: transport.estimatedWeightKg };
}

/**
 * The middle 50 % of the awarded prices of similar jobs (issue 28), at the narrowest level with
 * enough awards, in the viewer's currency; `band: null` means not enough data yet.
 */
export async function priceBandHandler({ ctx, input }: HandlerOptions<PriceBandInput>) {
  const job = input.job ?? (await storedJob(ctx.db, input.transportId ?? '', ctx.auth.userId));
  return { band: await readBand(ctx.db, job, input.currency) };
}
