import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { ChangePasswordInput } from '@/lib/schemas/auth';
import type { HandlerOptions } from '../../trpc';
import { users } from '../../db/schema';
import { startPasswordGuess } from '../../services/auth/password-guesses';
import { hashPassword, verifyPassword } from '../../services/auth/passwords';
import { revokeUserSessions } from '../../services/auth/sessions';
import { findUserById } from '../../services/accounts/users';
import { authEvent } from '../../services/auth/auth-events';
import { tellPasswordChanged } from '../../services/notifications/security-events';

/**
 * The signed-in user. Needs the current password, whose guesses count with the log-in's (a stolen
 * access token must not become an unthrottled password oracle); ends the user's other sessions.
 */
export async function changePasswordHandler({ ctx, input }: HandlerOptions<ChangePasswordInput>) {
  const user = await findUserById(ctx.db, ctx.auth.userId);
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'auth:auth_session_missing' });
  const guess = await startPasswordGuess(ctx.db, { email: user.email, userId: user.id }, ctx.ip);
  if (!guess) {
    authEvent('login.throttled', { userId: user.id, ip: ctx.ip, reason: 'change_password' });
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'auth:too_many_attempts' });
  }
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    authEvent('password.change_failed', { userId: user.id, ip: ctx.ip, reason: 'current_password_wrong' });
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'auth:currentPasswordWrong' });
  }
  await guess.succeeded();
  if (input.currentPassword === input.password || (await verifyPassword(user.passwordHash, input.password))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'auth:same_password' });
  }
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password), passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeUserSessions(ctx.db, user.id, ctx.auth.sessionId);
  await tellPasswordChanged(ctx.db, user.id, new Date());
  authEvent('password.changed', { userId: user.id, ip: ctx.ip });
  return { success: true as const };
}
