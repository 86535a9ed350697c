import { TRPCError } from '@trpc/server';
import type { SignUpInput } from '@/lib/schemas/auth';
import type { Context } from '../../trpc';
import { users } from '../../db/schema';
import { hashPassword } from '../../services/passwords';
import { limitsFor, release, take } from '../../services/rate-limit';
import { sendConfirmationMail } from '../../services/auth-mails';
import { config } from '../../config';
import { createActionToken } from './action-tokens';
import { findUserByEmail } from './users';

/** Mails per address and per IP share one limit for sign-up, confirmation and reset mails. */
export async function assertMailAllowed(ctx: Context, email: string): Promise<void> {
  const perIp = await take(ctx.db, `mail-ip:${ctx.ip}`, limitsFor.mailsPerIp);
  const perAddress = await take(ctx.db, `mail-to:${email}`, limitsFor.mailsPerAddress);
  if (!perIp.allowed || !perAddress.allowed) {
    // A refused request sends nothing, so it does not use up the allowance.
    await release(ctx.db, perIp, perAddress);
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'auth:over_email_send_rate_limit' });
  }
}

export async function signUpHandler(ctx: Context, input: SignUpInput) {
  await assertMailAllowed(ctx, input.email);
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
  const token = await createActionToken(ctx.db, user.id, 'CONFIRM_EMAIL');
  await sendConfirmationMail(user, token);
  return { success: true as const, confirmationRequired: config.requireEmailConfirmation };
}
