import { eq } from 'drizzle-orm';
import type { HandlerOptions } from '../../trpc';
import { users } from '../../db/schema';
import { userChanges } from '../../services/accounts/user-changes';
import { removeFile } from '../../uploads/storage';

/** Back to initials: the row forgets the picture, then its file goes. */
export async function removeAvatarHandler({ ctx }: HandlerOptions) {
  const old = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ key: users.avatarKey }).from(users).where(eq(users.id, ctx.auth.userId)).for('update');
    await tx.update(users).set({ avatarKey: null, updatedAt: new Date() }).where(eq(users.id, ctx.auth.userId));
    return row?.key ?? null;
  });
  await userChanges.published(ctx.db);
  await removeFile(old);
  return { success: true as const };
}
