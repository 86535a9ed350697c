import { TRPCError } from '@trpc/server';
import type { SignUpInput } from '@/lib/schemas/auth';
import type { Context, HandlerOptions } from '../../trpc';
import { users } from '../../db/schema';
import { config } from '../../config';
import { createActionToken } from '../../services/auth/action-tokens';
import { sendAccountExistsMail, sendConfirmationMail } from '../../services/auth/auth-mails';
import { assertMailAllowed } from '../../services/mail/mail-limits';
import { wakeMailWorkers } from '../../services/mail/mail-worker-registry';
import { hashPassword } from '../../services/auth/passwords';
import { findUserByEmail } from '../../services/accounts/users';
import { authEvent } from '../../services/auth/auth-events';

const answer = () => ({ success: true as const, confirmationRequired: config.requireEmailConfirmation });

/**
 * An address that has an account already. Where sign-ups are confirmed by mail, the answer is the one
 * a new account gets ("check your inbox"), and the mail tells the address's owner instead, so the form
 * does not tell anyone which addresses have accounts (as the password reset does not); the password
 * is still hashed, so the answer takes as long. Without confirmation the new account could be used at
 * once, so the form says the address is taken.
 */
async function alreadyThere(ctx: Context, input: SignUpInput, hashed: boolean) {
  if (!config.requireEmailConfirmation) throw new TRPCError({ code: 'CONFLICT', message: 'auth:user_already_exists' });
  if (!hashed) await hashPassword(input.password);
  const owner = await findUserByEmail(ctx.db, input.email);
  if (owner) await sendAccountExistsMail(ctx.db, owner);
  wakeMailWorkers();
  authEvent('signup.existing', { userId: owner?.id, ip: ctx.ip });
  return answer();
}

/** Anyone: a new account and its confirmation mail. */
export async function signUpHandler({ ctx, input }: HandlerOptions<SignUpInput, Context>) {
  await assertMailAllowed(ctx.db, ctx.ip, input.email);
  if (await findUserByEmail(ctx.db, input.email)) return alreadyThere(ctx, input, false);
  // The account, its confirmation token and its mail are one transaction: never an account whose mail was lost.
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name: input.name, email: input.email, passwordHash, accountType: input.accountType, language: ctx.lang })
      // Two sign-ups of one address at once: the unique index decides, the other is an address that has an account.
      .onConflictDoNothing()
      .returning();
    if (created) await sendConfirmationMail(tx, created, await createActionToken(tx, created.id, 'CONFIRM_EMAIL'));
    return created;
  });
  if (!user) return alreadyThere(ctx, input, true);
  // The mail's row is visible now: the worker need not wait for its next poll.
  wakeMailWorkers();
  authEvent('signup.created', { userId: user.id, ip: ctx.ip });
  return answer();
}
