import type { RequestPasswordResetInput } from '@/lib/schemas/auth';
import type { Context, HandlerOptions } from '../../trpc';
import { createActionToken } from '../../services/auth/action-tokens';
import { sendPasswordResetMail } from '../../services/auth/auth-mails';
import { assertMailAllowed } from '../../services/mail/mail-limits';
import { findUserByEmail } from '../../services/accounts/users';
import { authEvent } from '../../services/auth/auth-events';

/** Anyone: always the neutral answer; a mail only when the account exists. */
export async function requestPasswordResetHandler({ ctx, input }: HandlerOptions<RequestPasswordResetInput, Context>) {
  await assertMailAllowed(ctx.db, ctx.ip, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) {
    const token = await createActionToken(ctx.db, user.id, 'RESET_PASSWORD');
    await sendPasswordResetMail(ctx.db, user, token);
    authEvent('password_reset.requested', { userId: user.id, ip: ctx.ip });
  }
  return { success: true as const };
}
