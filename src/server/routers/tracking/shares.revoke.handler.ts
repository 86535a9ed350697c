import { TRPCError } from '@trpc/server';
import { and, eq, isNull } from 'drizzle-orm';
import type { ShareIdInput } from '@/lib/schemas/tracking';
import type { HandlerOptions } from '../../trpc';
import { trackingShares, transports } from '../../db/schema';

const shareNotFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'tracking:share.notFound' });

/** The owner of the link's transport (others: NOT_FOUND); revoking twice keeps the first time. */
export async function revokeShareHandler({ ctx, input }: HandlerOptions<ShareIdInput>) {
  const [share] = await ctx.db
    .select({ id: trackingShares.id, revokedAt: trackingShares.revokedAt })
    .from(trackingShares)
    .innerJoin(transports, eq(transports.id, trackingShares.transportId))
    .where(and(eq(trackingShares.id, input.id), eq(transports.ownerId, ctx.auth.userId)));
  if (!share) throw shareNotFound();
  if (share.revokedAt) return { id: share.id, revokedAt: share.revokedAt };
  const [revoked] = await ctx.db
    .update(trackingShares)
    .set({ revokedAt: new Date() })
    .where(and(eq(trackingShares.id, share.id), isNull(trackingShares.revokedAt)))
    .returning({ id: trackingShares.id, revokedAt: trackingShares.revokedAt });
  return revoked ?? { id: share.id, revokedAt: new Date() };
}
