import type { HandlerOptions } from '../../trpc';
import { markAllRead } from '../../services/notifications/notification-list';

export async function markAllReadHandler({ ctx }: HandlerOptions) {
  await markAllRead(ctx.db, ctx.auth.userId);
  return { unread: 0 };
}
