import { TRPCError } from '@trpc/server';
import type { NotificationIdInput } from '@/lib/schemas/notification';
import type { HandlerOptions } from '../../trpc';
import { markRead, unreadCount } from '../../services/notifications/notification-list';

/** Marks one of the caller's notifications read; another person's answers NOT_FOUND. */
export async function markReadHandler({ ctx, input }: HandlerOptions<NotificationIdInput>) {
  if (!(await markRead(ctx.db, ctx.auth.userId, input.id))) throw new TRPCError({ code: 'NOT_FOUND', message: 'notifications:notFound' });
  return { unread: await unreadCount(ctx.db, ctx.auth.userId) };
}
