import type { HandlerOptions } from '../../trpc';
import { revokeUserSessions } from '../../services/sessions';

/** The signed-in user: every session but the one calling. */
export async function revokeOtherSessionsHandler({ ctx }: HandlerOptions) {
  await revokeUserSessions(ctx.db, ctx.auth.userId, ctx.auth.sessionId);
  return { success: true as const };
}
