import { TRPCError } from '@trpc/server';
import type { SignUpInput } from '@/lib/schemas/auth';
import type { Context, HandlerOptions } from '../../trpc';
import { users } from '../../db/schema';
import { config } from '../../config';
import { createActionToken } from '../../services/action-tokens';
import { sendConfirmationMail } from '../../services/auth-mails';
import { assertMailAllowed } from '../../services/mail-limits';
import { hashPassword } from '../../services/passwords';
import { findUserByEmail } from '../../services/users';
import { authEvent } from '../../services/auth-events';

/** Anyone: a new account and its confirmation mail. */
export async function signUpHandler({ ctx, input }: HandlerOptions<SignUpInput, Context>) {
  await assertMailAllowed(ctx.db, ctx.ip, input.email);
  if (await findUserByEmail(ctx.db, input.email)) {
    throw new TRPCError({ code: 'CONFLICT', message: 'auth:user_already_exists' });
  }
  const [user] = await ctx.db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      accountType: input.accountType,
      language: ctx.lang,
    })
    // Two sign-ups of one address at once: the unique index decides, the loser hears it exists.
    .onConflictDoNothing()
    .returning();
  if (!user) throw new TRPCError({ code: 'CONFLICT', message: 'auth:user_already_exists' });
  authEvent('signup.created', { userId: user.id, ip: ctx.ip });
  const token = await createActionToken(ctx.db, user.id, 'CONFIRM_EMAIL');
  await sendConfirmationMail(ctx.db, user, token);
  return { success: true as const, confirmationRequired: config.requireEmailConfirmation };
}
