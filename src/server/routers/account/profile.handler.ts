import { TRPCError } from '@trpc/server';
import type { HandlerOptions } from '../../trpc';
import { findUserById } from '../../services/accounts/users';

/** The caller's own profile, as the Profile tab edits it. */
export async function profileHandler({ ctx }: HandlerOptions) {
  const user = await findUserById(ctx.db, ctx.auth.userId);
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'auth:auth_session_missing' });
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    accountType: user.accountType,
    createdAt: user.createdAt,
    avatarKey: user.avatarKey,
    address: user.address,
    phone: user.phone,
    taxId: user.taxId,
    description: user.description,
  };
}
