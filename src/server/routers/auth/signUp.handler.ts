import { TRPCError } from '@trpc/server';
import type { SignUpInput } from '@/lib/schemas/auth';
import type { Context, HandlerOptions } from '../../trpc';
import { users } from '../../db/schema';
import { config } from '../../config';
import { createActionToken } from '../../services/auth/action-tokens';
import { sendConfirmationMail } from '../../services/auth/auth-mails';
import { assertMailAllowed } from '../../services/mail/mail-limits';
import { wakeMailWorkers } from '../../services/mail/mail-worker-registry';
import { hashPassword } from '../../services/auth/passwords';
import { findUserByEmail } from '../../services/accounts/users';
import { authEvent } from '../../services/auth/auth-events';

/** Anyone: a new account and its confirmation mail. */
export async function signUpHandler({ ctx, input }: HandlerOptions<SignUpInput, Context>) {
  await assertMailAllowed(ctx.db, ctx.ip, input.email);
  if (await findUserByEmail(ctx.db, input.email)) {
    throw new TRPCError({ code: 'CONFLICT', message: 'auth:user_already_exists' });
  }
  // The account, its confirmation token and its mail are one transaction: never an account whose mail was lost.
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, accountType: input.accountType, language: ctx.lang })
      // Two sign-ups of one address at once: the unique index decides, the loser hears it exists.
      .onConflictDoNothing()
      .returning();
    if (!created) throw new TRPCError({ code: 'CONFLICT', message: 'auth:user_already_exists' });
    await sendConfirmationMail(tx, created, await createActionToken(tx, created.id, 'CONFIRM_EMAIL'));
    return created;
  });
  // The mail's row is visible now: the worker need not wait for its next poll.
  wakeMailWorkers();
  authEvent('signup.created', { userId: user.id, ip: ctx.ip });
  return { success: true as const, confirmationRequired: config.requireEmailConfirmation };
}
