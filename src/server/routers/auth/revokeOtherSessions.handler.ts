import type { HandlerOptions } from '../../trpc';
import { revokeUserSessions } from '../../services/auth/sessions';
import { authEvent } from '../../services/auth/auth-events';

/** The signed-in user: every session but the one calling. */
export async function revokeOtherSessionsHandler({ ctx }: HandlerOptions) {
  await revokeUserSessions(ctx.db, ctx.auth.userId, ctx.auth.sessionId);
  authEvent('session.revoked', { userId: ctx.auth.userId, ip: ctx.ip, reason: 'all_others' });
  return { success: true as const };
}
