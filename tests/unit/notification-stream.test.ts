/**
 * The tab's one notification stream (src/client/notification-stream.ts): one subscription however
 * many islands listen, opened for a signed-in person only, closed on log-out and when nobody
 * listens; a failed stream is opened again after a pause, one the session refused is not.
 */
import { TRPCClientError } from '@trpc/client';
import { useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Handlers {
  onData: (event: {
    id: string;
    data: { unread: number; latest: { id: string } | null; messages: { unread: number; changes: number } };
  }) => void;
  onError: (error: unknown) => void;
}

const streams: { handlers: Handlers; closed: boolean }[] = [];
vi.mock('@/client/trpc', () => ({
  api: {
    notifications: {
      stream: {
        subscribe: (_input: unknown, handlers: Handlers) => {
          const stream = { handlers, closed: false };
          streams.push(stream);
          return { unsubscribe: () => (stream.closed = true) };
        },
      },
    },
  },
}));

useTestStorageEngine();
const auth = await import('@/stores/auth');
const { $messageChanges, $newNotification, $unreadMessages, $unreadNotifications } = await import('@/client/notification-stream');

const grant = (id: string) => ({
  user: { id, name: 'Sabina', email: `${id}@example.com`, accountType: 'USER' as const },
  token: `access-${id}`,
  refreshToken: `refresh-${id}`,
});
const open = () => streams.filter((stream) => !stream.closed);

afterEach(() => {
  vi.useRealTimers();
  auth.logout();
  streams.length = 0;
});

describe('the notification stream', () => {
  it('is one subscription for every listener, opened only once someone is signed in, closed on log-out', () => {
    // Reading a store mounts it for a moment (nanostores unmounts it a second later): fake time lets this test end it.
    vi.useFakeTimers();
    const stop = [$unreadNotifications.listen(() => {}), $unreadNotifications.listen(() => {})];
    expect(streams).toHaveLength(0);
    auth.login(grant('u1'));
    expect(open()).toHaveLength(1);
    // A renewed session of the same person keeps the stream.
    auth.login({ ...grant('u1'), token: 'access-renewed' });
    expect(streams).toHaveLength(1);

    const changesBefore = $messageChanges.get();
    open()[0]!.handlers.onData({ id: '1', data: { unread: 3, latest: null, messages: { unread: 2, changes: 1 } } });
    expect($unreadNotifications.get()).toBe(3);
    expect($unreadMessages.get()).toBe(2);
    expect($messageChanges.get()).toBe(changesBefore + 1);
    const latest = { id: 'n1' };
    open()[0]!.handlers.onData({ id: '2', data: { unread: 4, latest, messages: { unread: 2, changes: 1 } } });
    expect($newNotification.get()).toBe(latest);
    // The bell's own news moves no open thread; a change to the threads does.
    expect($messageChanges.get()).toBe(changesBefore + 1);
    open()[0]!.handlers.onData({ id: '3', data: { unread: 4, latest: null, messages: { unread: 3, changes: 2 } } });
    expect($messageChanges.get()).toBe(changesBefore + 2);

    auth.logout();
    expect(open()).toHaveLength(0);
    expect($unreadNotifications.get()).toBeNull();
    expect($unreadMessages.get()).toBeNull();
    stop.forEach((unlisten) => unlisten());
    vi.advanceTimersByTime(1_500);
  });

  it('follows a change of person, and ends when no island listens any more', () => {
    vi.useFakeTimers();
    auth.login(grant('u1'));
    const stop = $unreadNotifications.listen(() => {});
    auth.login(grant('u2'));
    expect(streams).toHaveLength(2);
    expect(open()).toHaveLength(1);
    stop();
    vi.advanceTimersByTime(1_500);
    expect(open()).toHaveLength(0);
  });

  it('opens a failed stream again after a pause, but not one the session refused', () => {
    vi.useFakeTimers();
    auth.login(grant('u1'));
    const stop = $unreadNotifications.listen(() => {});
    streams[0]!.handlers.onError(new Error('network'));
    vi.advanceTimersByTime(1_000);
    expect(open()).toHaveLength(1);
    expect(streams).toHaveLength(1);
    vi.advanceTimersByTime(1_500);
    expect(streams).toHaveLength(2);

    const refused = new TRPCClientError('UNAUTHORIZED', { result: { error: { data: { code: 'UNAUTHORIZED' } } } as never });
    streams[1]!.handlers.onError(refused);
    vi.advanceTimersByTime(120_000);
    expect(streams).toHaveLength(2);
    stop();
  });
});
