import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { ProfileInput } from '@/lib/schemas/account';
import type { HandlerOptions } from '../../trpc';
import { users } from '../../db/schema';
import { userChanges } from '../../services/accounts/user-changes';
import { publicUser } from '../../services/accounts/users';

/** Anyone signed in, their own row only; answers the user as the session holds it (the menu shows the new name at once). */
export async function updateProfileHandler({ ctx, input }: HandlerOptions<ProfileInput>) {
  const [user] = await ctx.db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, ctx.auth.userId))
    .returning();
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'auth:auth_session_missing' });
  await userChanges.published(ctx.db);
  return publicUser(user);
}
