/**
 * The tab's one stream of what concerns the signed-in person (issues 26, 27): `notifications.stream` over
 * SSE, opened once per page when the first island listens and someone is signed in, closed on log-out
 * (in this tab or another) and when no island listens any more. Islands read the stores; messages
 * ride on the same stream. The links resume a dropped connection and renew the
 * token (renewing-subscription-link.ts); a stream that fails outright is opened again after a pause,
 * unless the session is what failed (the renewing link has tried already; the session ends elsewhere).
 */
import { TRPCClientError } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { atom, onMount } from 'nanostores';
import type { AppRouter } from '@/server/root';
import { $user } from '@/stores/auth';
import { api } from './trpc';

export type NotificationItem = inferRouterOutputs<AppRouter>['notifications']['list']['items'][number];

/** Unread notifications; null until the stream's first event. */
export const $unreadNotifications = atom<number | null>(null);
/** The newest notification to announce, set once per new one (listen to it); null before any. */
export const $newNotification = atom<NotificationItem | null>(null);

/** Messages waiting over all threads (issue 27); null until the stream's first event. */
export const $unreadMessages = atom<number | null>(null);
/** Counts changes to the person's message threads seen by this tab: an open thread reads what is new when it moves. */
export const $messageChanges = atom(0);
// Listening to the messages' stores keeps the one stream open, as the bell does.
onMount($unreadMessages, () => $unreadNotifications.listen(() => undefined));
onMount($messageChanges, () => $unreadNotifications.listen(() => undefined));

/** A thread read here: its unread messages leave the total at once, before the stream says the same. */
export function setUnreadMessages(unread: number): void {
  $unreadMessages.set(unread);
}

/** A pause before opening a failed stream again, doubling up to a minute. */
const firstRetryMs = 2_000;
const longestRetryMs = 60_000;

/** A mark-read answered the new count: shown at once, before the stream says the same. */
export function setUnreadNotifications(unread: number): void {
  $unreadNotifications.set(unread);
}

onMount($unreadNotifications, () => {
  let connection: { unsubscribe(): void } | null = null;
  let userId: string | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryMs = firstRetryMs;

  function open(): void {
    let changes: number | null = null;
    // The browser's time zone: the quiet hours' zone until the person chooses one (notification-settings.ts).
    connection = api.notifications.stream.subscribe(
      { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      {
        onData: ({ data }) => {
          retryMs = firstRetryMs;
          $unreadNotifications.set(data.unread);
          if (data.latest) $newNotification.set(data.latest);
          $unreadMessages.set(data.messages.unread);
          if (data.messages.changes !== changes) $messageChanges.set($messageChanges.get() + 1);
          changes = data.messages.changes;
        },
        onError: (error) => {
          connection = null;
          if (error instanceof TRPCClientError && error.data?.code === 'UNAUTHORIZED') return;
          retry = setTimeout(open, retryMs);
          retryMs = Math.min(retryMs * 2, longestRetryMs);
        },
      },
    );
  }

  function close(): void {
    clearTimeout(retry);
    connection?.unsubscribe();
    connection = null;
    retryMs = firstRetryMs;
  }

  const stopWatching = $user.subscribe((user) => {
    const next = user?.id ?? null;
    if (next === userId) return;
    close();
    userId = next;
    $unreadNotifications.set(null);
    $unreadMessages.set(null);
    if (userId) open();
  });
  return () => {
    stopWatching();
    close();
    userId = null;
  };
});
