import type { LogoutInput } from '@/lib/schemas/auth';
import type { Context, HandlerOptions } from '../../trpc';
import { revokeByToken, revokeFamily } from '../../services/sessions';

/** Anyone: ends the session the refresh token (or the access token) belongs to. */
export async function logoutHandler({ ctx, input }: HandlerOptions<LogoutInput, Context>) {
  if (input.refreshToken) await revokeByToken(ctx.db, input.refreshToken);
  if (ctx.auth) await revokeFamily(ctx.db, ctx.auth.sessionId);
  return { success: true as const };
}
