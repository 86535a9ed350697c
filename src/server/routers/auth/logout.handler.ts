import type { LogoutInput } from '@/lib/schemas/auth';
import type { Context, HandlerOptions } from '../../trpc';
import { revokeByToken, revokeFamily } from '../../services/auth/sessions';
import { authEvent } from '../../services/auth/auth-events';

/** Anyone: ends the session the refresh token (or the access token) belongs to. */
export async function logoutHandler({ ctx, input }: HandlerOptions<LogoutInput, Context>) {
  if (input.refreshToken) await revokeByToken(ctx.db, input.refreshToken);
  if (ctx.auth) await revokeFamily(ctx.db, ctx.auth.sessionId);
  authEvent('logout', { userId: ctx.auth?.userId, ip: ctx.ip });
  return { success: true as const };
}
