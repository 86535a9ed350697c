import type { RequestPasswordResetInput } from '@/lib/schemas/auth';
import type { Context, HandlerOptions } from '../../trpc';
import { createActionToken } from '../../services/action-tokens';
import { sendPasswordResetMail } from '../../services/auth-mails';
import { assertMailAllowed } from '../../services/mail-limits';
import { findUserByEmail } from '../../services/users';

/** Anyone: always the neutral answer; a mail only when the account exists. */
export async function requestPasswordResetHandler({ ctx, input }: HandlerOptions<RequestPasswordResetInput, Context>) {
  await assertMailAllowed(ctx.db, ctx.ip, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  if (user) {
    const token = await createActionToken(ctx.db, user.id, 'RESET_PASSWORD');
    await sendPasswordResetMail(user, token);
  }
  return { success: true as const };
}
