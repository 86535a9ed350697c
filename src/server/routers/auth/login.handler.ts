import type { LoginInput } from '@/lib/schemas/auth';
import type { AuthErrorCode } from '@/lib/auth-errors';
import type { Context } from '../../trpc';
import { dummyHash, verifyPassword } from '../../services/passwords';
import { startSession } from '../../services/sessions';
import { isLimited, limitsFor, record } from '../../services/rate-limit';
import { config } from '../../config';
import { findUserByEmail, publicUser, type PublicUser } from './users';

export type LoginResult =
  | { success: true; user: PublicUser; token: string; refreshToken: string }
  | { success: false; error: { details: AuthErrorCode } };

const fail = (details: AuthErrorCode): LoginResult => ({ success: false, error: { details } });

/**
 * Spec section 7: success with user and tokens, or success false with error.details. An unknown
 * email and a wrong password answer alike and take alike long.
 */
export async function loginHandler(ctx: Context, input: LoginInput): Promise<LoginResult> {
  const accountKey = `login-fail:${input.email}`;
  const ipKey = `login-ip:${ctx.ip}`;
  if ((await isLimited(ctx.db, accountKey, limitsFor.loginFailuresPerAccount)) || (await isLimited(ctx.db, ipKey, limitsFor.loginAttemptsPerIp))) {
    return fail('too_many_attempts');
  }
  await record(ctx.db, ipKey);
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !valid) {
    await record(ctx.db, accountKey);
    return fail('invalid_credentials');
  }
  if (config.requireEmailConfirmation && !user.emailConfirmedAt) return fail('email_not_confirmed');
  const session = await startSession(ctx.db, user, ctx);
  return { success: true, user: publicUser(user), token: session.token, refreshToken: session.refreshToken };
}
