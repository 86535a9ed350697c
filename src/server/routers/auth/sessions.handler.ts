/**
 * The signed-in user's own live sessions (refresh-token families) for the Security tab, the current
 * one marked.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { HandlerOptions } from '../../trpc';
import { refreshTokens } from '../../db/schema';
import { sessionLifetimeMs } from '../../services/auth/sessions';

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
export async function sessionsHandler({ ctx }: HandlerOptions): Promise<ActiveSession[]> {
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
    return [
      {
        familyId: head.familyId,
        userAgent: head.userAgent ?? '',
        ip: head.ip ?? '',
        lastUsedAt: head.createdAt,
        startedAt: head.sessionStartedAt,
        current: head.familyId === ctx.auth.sessionId,
      },
    ];
  });
}
