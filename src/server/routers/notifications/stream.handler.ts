import { tracked } from '@trpc/server';
import type { NotificationStreamInput } from '@/lib/schemas/notification';
import { isKnownTimeZone } from '@/lib/time-zones';
import type { HandlerOptions } from '../../trpc';
import { listNotifications, unreadCount } from '../../services/notifications/notification-list';
import { notificationSignalsOf, type Changed } from '../../services/notifications/notification-signals';
import type { NotificationItem } from '../../services/notifications/notification-list';
import { unreadTotal } from '../../services/messages/inbox';
import { partyOf } from '../../services/messages/thread-access';
import { adoptTimeZone } from '../../services/notifications/notification-settings';

export interface BellState {
  unread: number;
  /** The newest notification, when it changed since the last event (for a toast); null otherwise. */
  latest: NotificationItem | null;
  /** Messages waiting over all threads, and a count of changes to the caller's threads (an open thread reads what is new when it moves). */
  messages: { unread: number; changes: number };
}

/**
 * The tab's one stream of what concerns the caller (issues 26 and 27): the unread counts at once,
 * then after every committed change to the caller's notifications or message threads, in any
 * process. Each event's id counts up; nothing that did not change is sent again.
 */
export async function* streamHandler({ ctx, input }: HandlerOptions<NotificationStreamInput>) {
  const signal = ctx.streamSignal;
  const userId = ctx.auth.userId;
  if (input?.timeZone && isKnownTimeZone(input.timeZone)) await adoptTimeZone(ctx.db, userId, input.timeZone);
  const party = await partyOf(ctx.db, ctx.auth);
  const dirty = new Set<Changed>(['notifications', 'messages']);
  let wake: (() => void) | null = null;
  const unsubscribe = await notificationSignalsOf(ctx.db).subscribe(userId, (changed) => {
    dirty.add(changed);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  try {
    let sent: { unread: number; newestId: string | null; newestAt: number } | null = null;
    let bell: Omit<BellState, 'messages'> = { unread: 0, latest: null };
    const messages = { unread: 0, changes: 0 };
    let event = 0;
    while (!signal?.aborted) {
      if (dirty.size === 0) {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        continue;
      }
      const changed = new Set(dirty);
      dirty.clear();
      let news = false;
      if (changed.has('messages')) {
        messages.unread = await unreadTotal(ctx.db, party);
        messages.changes += 1;
        news = true;
      }
      if (changed.has('notifications')) {
        const unread = await unreadCount(ctx.db, userId);
        const newest = (await listNotifications(ctx.db, userId, { unreadOnly: true })).items[0] ?? null;
        const newestAt = newest?.updatedAt.getTime() ?? 0;
        const same = sent && sent.unread === unread && sent.newestId === (newest?.id ?? null) && sent.newestAt === newestAt;
        if (!same) {
          const fresh = sent !== null && newest !== null && newestAt > sent.newestAt;
          sent = { unread, newestId: newest?.id ?? null, newestAt };
          bell = { unread, latest: fresh ? newest : null };
          news = true;
        }
      }
      if (!news) continue;
      yield tracked(String(++event), { ...bell, messages: { ...messages } } satisfies BellState);
      // A toast is for the event that brought it, never repeated by a later one.
      bell = { ...bell, latest: null };
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    unsubscribe();
  }
}
