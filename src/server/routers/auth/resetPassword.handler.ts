import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { ResetPasswordInput } from '@/lib/schemas/auth';
import type { Context, HandlerOptions } from '../../trpc';
import { users } from '../../db/schema';
import { consumeResetToken, peekResetToken } from '../../services/auth/action-tokens';
import { rememberAddress } from '../../services/auth/password-guesses';
import { hashPassword, verifyPassword } from '../../services/auth/passwords';
import { revokeUserSessions } from '../../services/auth/sessions';
import { findUserById } from '../../services/accounts/users';
import { authEvent } from '../../services/auth/auth-events';
import { tellPasswordChanged } from '../../services/notifications/security-events';

/**
 * Anyone holding a reset link. A valid single-use token sets the password, confirms the address (the
 * mail reached it), cancels the account's other reset links and ends every session. Whoever holds the
 * mailed link is the owner, so their IP becomes a known address: guesses by strangers cannot keep them out.
 * The current password as the new one answers `same_password`, as a change does, and leaves the link usable.
 */
export async function resetPasswordHandler({ ctx, input }: HandlerOptions<ResetPasswordInput, Context>) {
  const owner = await peekResetToken(ctx.db, input.token);
  const current = owner ? await findUserById(ctx.db, owner) : null;
  if (current && (await verifyPassword(current.passwordHash, input.password))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'auth:same_password' });
  }
  const userId = await consumeResetToken(ctx.db, input.token);
  const user = userId ? await findUserById(ctx.db, userId) : null;
  if (!user) {
    authEvent('password_reset.refused', { ip: ctx.ip, reason: 'invalid_reset_token' });
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'auth:invalid_reset_token' });
  }
  await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.password),
      passwordChangedAt: new Date(),
      emailConfirmedAt: user.emailConfirmedAt ?? new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await revokeUserSessions(ctx.db, user.id);
  await rememberAddress(ctx.db, user.id, ctx.ip);
  await tellPasswordChanged(ctx.db, user.id, new Date());
  authEvent('password_reset.completed', { userId: user.id, ip: ctx.ip });
  return { success: true as const };
}
