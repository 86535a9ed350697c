import { tracked } from '@trpc/server';
import type { HandlerOptions } from '../../trpc';
import { listNotifications, unreadCount } from '../../services/notifications/notification-list';
import { notificationSignalsOf } from '../../services/notifications/notification-signals';
import type { NotificationItem } from '../../services/notifications/notification-list';

export interface BellState {
  unread: number;
  /** The newest notification, when it changed since the last event (for a toast); null otherwise. */
  latest: NotificationItem | null;
}

/**
 * The tab's one stream of what concerns the caller (issue 26; messages will ride on it too): the
 * unread count at once, then after every committed change to the caller's notifications, in any
 * process. Each event's id counts up; a count that did not change is not sent again.
 */
export async function* streamHandler({ ctx }: HandlerOptions) {
  const signal = ctx.streamSignal;
  const userId = ctx.auth.userId;
  let dirty = true;
  let wake: (() => void) | null = null;
  const unsubscribe = await notificationSignalsOf(ctx.db).subscribe(userId, () => {
    dirty = true;
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  try {
    let sent: { unread: number; newestId: string | null; newestAt: number } | null = null;
    let event = 0;
    while (!signal?.aborted) {
      if (!dirty) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      dirty = false;
      const unread = await unreadCount(ctx.db, userId);
      const newest = (await listNotifications(ctx.db, userId, { unreadOnly: true })).items[0] ?? null;
      const newestAt = newest?.updatedAt.getTime() ?? 0;
      if (sent && sent.unread === unread && sent.newestId === (newest?.id ?? null) && sent.newestAt === newestAt) continue;
      const fresh = sent !== null && newest !== null && newestAt > sent.newestAt;
      sent = { unread, newestId: newest?.id ?? null, newestAt };
      yield tracked(String(++event), { unread, latest: fresh ? newest : null } satisfies BellState);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    unsubscribe();
  }
}
