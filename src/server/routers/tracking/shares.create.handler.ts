import { TRPCError } from '@trpc/server';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { CreateShareInput } from '@/lib/schemas/tracking';
import type { HandlerOptions } from '../../trpc';
import { trackingShares } from '../../db/schema';
import { newShareToken, sharePath } from '../../services/tracking/share-tokens';
import { ownedTransport } from './owned-transport';
import { shareableStatuses } from './shareable';

const maxLinksPerTransport = 20;

/**
 * The owner, once a transporter is hired (AWARDED, so the recipient has the link before departure)
 * or IN_TRANSIT. The token is in the answer once; only its hash is kept. A blank label is none.
 */
export async function createShareHandler({ ctx, input }: HandlerOptions<CreateShareInput>) {
  const transport = await ownedTransport(ctx.db, ctx.auth.userId, input.transportId);
  if (!shareableStatuses.includes(transport.status)) throw new TRPCError({ code: 'CONFLICT', message: 'tracking:share.notShareable' });
  const [links] = await ctx.db
    .select({ n: count() })
    .from(trackingShares)
    .where(and(eq(trackingShares.transportId, transport.id), isNull(trackingShares.revokedAt)));
  if ((links?.n ?? 0) >= maxLinksPerTransport) throw new TRPCError({ code: 'CONFLICT', message: 'tracking:share.tooMany' });
  const { token, hash } = newShareToken();
  const [share] = await ctx.db
    .insert(trackingShares)
    .values({
      transportId: transport.id,
      createdBy: ctx.auth.userId,
      tokenHash: hash,
      expiresAt: input.expiresAt ?? null,
      label: input.label || null,
      showsDeliveryCode: input.showsDeliveryCode ?? false,
    })
    .returning({
      id: trackingShares.id,
      label: trackingShares.label,
      showsDeliveryCode: trackingShares.showsDeliveryCode,
      expiresAt: trackingShares.expiresAt,
      createdAt: trackingShares.createdAt,
    });
  if (!share) throw new Error('tracking share not inserted');
  return { ...share, path: sharePath(token) };
}
