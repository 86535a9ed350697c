import type { RefreshSessionInput } from '@/lib/schemas/auth';
import type { Context, HandlerOptions } from '../../trpc';
import { rotateSession } from '../../services/auth/sessions';
import { findUserById, publicUser } from '../../services/accounts/users';
import { authEvent } from '../../services/auth/auth-events';

/** Anyone holding a refresh token: rotates it; the result shape is spec section 7's. */
export async function refreshSessionHandler({ ctx, input }: HandlerOptions<RefreshSessionInput, Context>) {
  const result = await rotateSession(ctx.db, input.refreshToken, ctx, (id) => findUserById(ctx.db, id));
  if (!result.ok && result.reason === 'reused') authEvent('refresh.reuse_detected', { ip: ctx.ip });
  const user = result.ok ? await findUserById(ctx.db, result.userId) : null;
  if (!result.ok || !user) {
    return { success: false as const, user: null, token: null, refreshToken: null, error: { details: 'auth_session_missing' as const } };
  }
  return {
    success: true as const,
    user: publicUser(user),
    token: result.session.token,
    refreshToken: result.session.refreshToken,
    error: null,
  };
}
