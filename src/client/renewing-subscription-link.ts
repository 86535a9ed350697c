/**
 * A subscription lives no longer than its session: the server ends the stream as UNAUTHORIZED when the
 * session is revoked and when the access token it was opened with expires. This link renews the token
 * shortly before then and subscribes again, and does the same when the server ended the stream first
 * (a tab asleep past the expiry); each new subscription starts after the last event id delivered, so
 * the feed loses nothing. A session that cannot be renewed ends the subscription with the error.
 */
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@/server/root';
import { $authToken } from '@/stores/auth';
import type { RefreshOutcome } from './session';
import { secondsLeft } from './token-expiry';

/** Renewed this long before the token expires. */
const renewAheadSeconds = 30;
/** Never renewed ahead sooner than this after a renewal: a clock ahead of the server's reads every token as expiring. */
const fewestSecondsBetweenRenewals = 60;
/** A stream refused again this soon after a renewal is given up: renewing does not help it. */
const hopelessWithinMs = 5_000;

function afterEvent(input: unknown, lastEventId: string | undefined): unknown {
  if (lastEventId === undefined || typeof input !== 'object' || input === null) return input;
  return { ...input, lastEventId };
}

export function renewingSubscriptionLink(refresh: () => Promise<RefreshOutcome>): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        let lastEventId: string | undefined;
        let connection: { unsubscribe(): void } | null = null;
        let renewal: ReturnType<typeof setTimeout> | undefined;
        let renewedAt = -Infinity;
        let closed = false;
        /** Bumped by every connect: only the newest connection, and its own renewal, is heard. */
        let generation = 0;

        /** A token still the one the stream was opened with is refreshed; one renewed meanwhile is used. */
        async function renewFrom(openedWith: string): Promise<boolean> {
          const renewed = $authToken.get() !== openedWith || (await refresh()) === 'OK';
          if (renewed) renewedAt = Date.now();
          return renewed && !closed;
        }

        function reconnect(): void {
          clearTimeout(renewal);
          const previous = connection;
          connect();
          previous?.unsubscribe();
        }

        function connect(): void {
          const mine = ++generation;
          const openedWith = $authToken.get();
          const justRenewed = Date.now() - renewedAt < fewestSecondsBetweenRenewals * 1000;
          const ahead = Math.max(justRenewed ? fewestSecondsBetweenRenewals : 0, secondsLeft(openedWith) - renewAheadSeconds);
          const renewAhead = () => void renewFrom(openedWith).then((renewed) => renewed && mine === generation && reconnect());
          if (openedWith) renewal = setTimeout(renewAhead, ahead * 1000);
          connection = next({ ...op, input: afterEvent(op.input, lastEventId) }).subscribe({
            // A connection replaced by the next one says nothing more (it completes as it is let go).
            next: (envelope) => {
              if (mine !== generation) return;
              const { result } = envelope;
              if ('id' in result && typeof result.id === 'string') lastEventId = result.id;
              observer.next(envelope);
            },
            complete: () => mine === generation && (clearTimeout(renewal), observer.complete()),
            error: (error) => {
              if (mine !== generation) return;
              clearTimeout(renewal);
              const ended = error instanceof TRPCClientError && error.data?.code === 'UNAUTHORIZED';
              if (!ended || !openedWith || Date.now() - renewedAt < hopelessWithinMs) return observer.error(error);
              void renewFrom(openedWith).then((renewed) => {
                if (mine !== generation) return;
                if (renewed) connect();
                else if (!closed) observer.error(error);
              });
            },
          });
        }

        connect();
        return () => {
          closed = true;
          clearTimeout(renewal);
          connection?.unsubscribe();
        };
      });
}
