import { desc, eq } from 'drizzle-orm';
import type { FollowTransportInput } from '@/lib/schemas/tracking';
import type { HandlerOptions } from '../../trpc';
import { trackingShares } from '../../db/schema';
import { ownedTransport } from './owned-transport';

/** The owner's links for one transport, newest first (never their tokens: only hashes are kept). */
export async function listSharesHandler({ ctx, input }: HandlerOptions<FollowTransportInput>) {
  const transport = await ownedTransport(ctx.db, ctx.auth.userId, input.transportId);
  const rows = await ctx.db
    .select({
      id: trackingShares.id,
      label: trackingShares.label,
      showsDeliveryCode: trackingShares.showsDeliveryCode,
      expiresAt: trackingShares.expiresAt,
      revokedAt: trackingShares.revokedAt,
      createdAt: trackingShares.createdAt,
    })
    .from(trackingShares)
    .where(eq(trackingShares.transportId, transport.id))
    .orderBy(desc(trackingShares.createdAt), desc(trackingShares.id))
    .limit(50);
  const now = Date.now();
  return rows.map((row) => ({ ...row, expired: row.expiresAt !== null && row.expiresAt.getTime() <= now }));
}
