import { eq } from 'drizzle-orm';
import type { LoginInput } from '@/lib/schemas/auth';
import type { AuthErrorCode } from '@/lib/auth-errors';
import type { Context, HandlerOptions } from '../../trpc';
import { dummyHash, verifyPassword } from '../../services/auth/passwords';
import { startSession } from '../../services/auth/sessions';
import { hasKnownAddress, isKnownAddress, rememberAddress, startPasswordGuess } from '../../services/auth/password-guesses';
import { config } from '../../config';
import { users } from '../../db/schema';
import { findUserByEmail, publicUser, type PublicUser } from '../../services/accounts/users';
import { authEvent } from '../../services/auth/auth-events';
import { tellNewSignIn } from '../../services/notifications/security-events';

export type LoginResult =
  { success: true; user: PublicUser; token: string; refreshToken: string } | { success: false; error: { details: AuthErrorCode } };

const fail = (details: AuthErrorCode): LoginResult => ({ success: false, error: { details } });

/**
 * Anyone. Spec section 7: success with user and tokens, or success false with error.details. An unknown
 * email and a wrong password answer alike and take alike long. Guesses are throttled without handing
 * anyone a lock on the account (services/auth/password-guesses.ts); a successful log-in makes the address known.
 */
export async function loginHandler({ ctx, input }: HandlerOptions<LoginInput, Context>): Promise<LoginResult> {
  const user = await findUserByEmail(ctx.db, input.email);
  const guess = await startPasswordGuess(ctx.db, { email: input.email, userId: user?.id ?? null }, ctx.ip);
  if (!guess) {
    authEvent('login.throttled', { userId: user?.id, ip: ctx.ip });
    return fail('too_many_attempts');
  }
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !valid) {
    authEvent('login.failed', { userId: user?.id, ip: ctx.ip, reason: 'invalid_credentials' });
    return fail('invalid_credentials');
  }
  await guess.succeeded();
  if (config.requireEmailConfirmation && !user.emailConfirmedAt) {
    authEvent('login.failed', { userId: user.id, ip: ctx.ip, reason: 'email_not_confirmed' });
    return fail('email_not_confirmed');
  }
  const newAddress = !(await isKnownAddress(ctx.db, user.id, ctx.ip)) && (await hasKnownAddress(ctx.db, user.id));
  await rememberAddress(ctx.db, user.id, ctx.ip);
  // Mails follow the language the user last logged in with.
  if (user.language !== ctx.lang) await ctx.db.update(users).set({ language: ctx.lang }).where(eq(users.id, user.id));
  const session = await startSession(ctx.db, user, ctx);
  // The first sign-in of an account is no news; one from an address not used for 90 days is.
  if (newAddress) await tellNewSignIn(ctx.db, user.id, session.familyId, ctx.userAgent);
  authEvent('login.succeeded', { userId: user.id, ip: ctx.ip });
  return { success: true, user: publicUser(user), token: session.token, refreshToken: session.refreshToken };
}
