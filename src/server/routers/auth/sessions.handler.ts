/**
 * The signed-in user's own sessions (refresh-token families) for the Security tab: list them, end
 * one, end all but the current one. Another user's family answers NOT_FOUND, as one that never was.
 */
import { TRPCError } from '@trpc/server';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from '../../trpc';
import type { AccessClaims } from '../../services/tokens';
import { refreshTokens } from '../../db/schema';
import { revokeFamily, revokeUserSessions, sessionLifetimeMs } from '../../services/sessions';

type AuthedContext = Context & { auth: AccessClaims };

export interface ActiveSession {
  familyId: string;
  /** The browser's user agent at the last refresh; the island names it ("Chrome on Linux"). */
  userAgent: string;
  ip: string;
  /** The last log-in or refresh: an active tab refreshes at least every 15 minutes. */
  lastUsedAt: Date;
  startedAt: Date;
  current: boolean;
}

/** Live families: each one's newest unused token (its head), not revoked, expired or past its lifetime. */
export async function listSessionsHandler(ctx: AuthedContext): Promise<ActiveSession[]> {
  const now = Date.now();
  const heads = await ctx.db
    .select()
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.userId, ctx.auth.userId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, new Date(now)),
        gt(refreshTokens.sessionStartedAt, new Date(now - sessionLifetimeMs)),
      ),
    )
    .orderBy(desc(refreshTokens.createdAt));
  const seen = new Set<string>();
  return heads.flatMap((head) => {
    if (seen.has(head.familyId)) return [];
    seen.add(head.familyId);
    return [{
      familyId: head.familyId,
      userAgent: head.userAgent ?? '',
      ip: head.ip ?? '',
      lastUsedAt: head.createdAt,
      startedAt: head.sessionStartedAt,
      current: head.familyId === ctx.auth.sessionId,
    }];
  });
}

/** Ends one of the caller's sessions; its next call is refused (authedProcedure checks the family). */
export async function revokeSessionHandler(ctx: AuthedContext, familyId: string) {
  const [own] = await ctx.db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, ctx.auth.userId), isNull(refreshTokens.revokedAt)))
    .limit(1);
  if (!own) throw new TRPCError({ code: 'NOT_FOUND', message: 'auth:sessions.notFound' });
  await revokeFamily(ctx.db, familyId);
  return { success: true as const };
}

export async function revokeOtherSessionsHandler(ctx: AuthedContext) {
  await revokeUserSessions(ctx.db, ctx.auth.userId, ctx.auth.sessionId);
  return { success: true as const };
}
