import { TRPCError } from '@trpc/server';
import type { ConfirmEmailInput } from '@/lib/schemas/auth';
import type { Context, HandlerOptions } from '../../trpc';
import { peekResetToken } from '../../services/auth/action-tokens';

/**
 * Anyone holding a reset link: whether it can still set a password, read-only, so the page says a
 * used or expired link is spent when it opens instead of after the form (issue 14).
 */
export async function checkResetTokenHandler({ ctx, input }: HandlerOptions<ConfirmEmailInput, Context>) {
  if (!(await peekResetToken(ctx.db, input.token))) throw new TRPCError({ code: 'BAD_REQUEST', message: 'auth:invalid_reset_token' });
  return { valid: true as const };
}
