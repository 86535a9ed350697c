import { TRPCError } from '@trpc/server';
import { and, eq, isNull } from 'drizzle-orm';
import type { RevokeSessionInput } from '@/lib/schemas/auth';
import type { HandlerOptions } from '../../trpc';
import { refreshTokens } from '../../db/schema';
import { revokeFamily } from '../../services/auth/sessions';
import { authEvent } from '../../services/auth/auth-events';

/**
 * The signed-in user ends one of their own sessions; its next call is refused (authedProcedure checks
 * the family). Another user's family answers NOT_FOUND, as one that never was.
 */
export async function revokeSessionHandler({ ctx, input }: HandlerOptions<RevokeSessionInput>) {
  const { familyId } = input;
  const [own] = await ctx.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, ctx.auth.userId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  if (!own) throw new TRPCError({ code: 'NOT_FOUND', message: 'account:sessions.notFound' });
  await revokeFamily(ctx.db, familyId);
  authEvent('session.revoked', { userId: ctx.auth.userId, ip: ctx.ip });
  return { success: true as const };
}
