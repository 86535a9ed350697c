import type { NotificationListInput } from '@/lib/schemas/notification';
import type { HandlerOptions } from '../../trpc';
import { listNotifications } from '../../services/notifications/notification-list';

/** The caller's notifications, newest first, a page at a time; `unreadOnly` filters. */
export function listHandler({ ctx, input }: HandlerOptions<NotificationListInput>) {
  return listNotifications(ctx.db, ctx.auth.userId, input);
}
