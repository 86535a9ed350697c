import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { Context } from '../../trpc';
import type { AccessClaims } from '../../services/tokens';
import { users } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { revokeUserSessions } from '../../services/sessions';
import { rememberAddress, startPasswordGuess } from '../../services/password-guesses';
import { sendPasswordResetMail } from '../../services/auth-mails';
import { consumeResetToken, createActionToken } from './action-tokens';
import { assertMailAllowed } from './sign-up.handler';
import { findUserByEmail, findUserById } from './users';

/** Always the neutral answer; a mail only when the account exists. */
export async function requestPasswordResetHandler(ctx: Context, email: string) {
  await assertMailAllowed(ctx, email);
  const user = await findUserByEmail(ctx.db, email);
  if (user) {
    const token = await createActionToken(ctx.db, user.id, 'RESET_PASSWORD');
    await sendPasswordResetMail(user, token);
  }
  return { success: true as const };
}

/**
 * A valid single-use token sets the password, confirms the address (the mail reached it), cancels
 * the account's other reset links and ends every session. Whoever holds the mailed link is the
 * owner, so their IP becomes a known address: guesses by strangers cannot keep them out.
 */
export async function resetPasswordHandler(ctx: Context, token: string, password: string) {
  const userId = await consumeResetToken(ctx.db, token);
  const user = userId ? await findUserById(ctx.db, userId) : null;
  if (!user) throw new TRPCError({ code: 'BAD_REQUEST', message: 'auth:invalid_reset_token' });
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: new Date(), emailConfirmedAt: user.emailConfirmedAt ?? new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeUserSessions(ctx.db, user.id);
  await rememberAddress(ctx.db, user.id, ctx.ip);
  return { success: true as const };
}

/**
 * Needs the current password, whose guesses count with the log-in's (a stolen access token must not
 * become an unthrottled password oracle); ends the user's other sessions, keeps this one.
 */
export async function changePasswordHandler(ctx: Context & { auth: AccessClaims }, currentPassword: string, password: string) {
  const user = await findUserById(ctx.db, ctx.auth.userId);
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'auth:auth_session_missing' });
  const guess = await startPasswordGuess(ctx.db, { email: user.email, userId: user.id }, ctx.ip);
  if (!guess) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'auth:too_many_attempts' });
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'auth:invalid_credentials' });
  }
  await guess.succeeded();
  if (currentPassword === password || (await verifyPassword(user.passwordHash, password))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'auth:same_password' });
  }
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password), passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeUserSessions(ctx.db, user.id, ctx.auth.sessionId);
  return { success: true as const };
}
