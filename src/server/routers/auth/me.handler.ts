import { TRPCError } from '@trpc/server';
import type { HandlerOptions } from '../../trpc';
import { findPublicUserById } from '../../services/accounts/users';

/** The signed-in user, as the client may see them. */
export async function meHandler({ ctx }: HandlerOptions) {
  const user = await findPublicUserById(ctx.db, ctx.auth.userId);
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'auth:auth_session_missing' });
  return user;
}
