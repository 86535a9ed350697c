import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { ConfirmEmailInput } from '@/lib/schemas/auth';
import type { Context, HandlerOptions } from '../../trpc';
import { users } from '../../db/schema';
import { consumeActionToken } from '../../services/auth/action-tokens';
import { userChanges } from '../../services/accounts/user-changes';

/** Anyone holding the link from the confirmation mail. */
export async function confirmEmailHandler({ ctx, input }: HandlerOptions<ConfirmEmailInput, Context>) {
  const userId = await consumeActionToken(ctx.db, input.token, 'CONFIRM_EMAIL');
  if (!userId) throw new TRPCError({ code: 'BAD_REQUEST', message: 'auth:invalid_confirmation_token' });
  await ctx.db.update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, userId));
  await userChanges.published(ctx.db);
  return { success: true as const };
}
