/**
 * The islands' API client: the plain link (plain-api.ts) behind a link that refreshes an expired
 * access token once and retries the call; subscriptions renew theirs as long as they stream.
 */
import { createTRPCClient, httpSubscriptionLink, splitLink, type TRPCLink } from '@trpc/client';
import superjson from 'superjson';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@/server/root';
import { $authToken } from '@/stores/auth';
import { apiUrl, transportLink } from './plain-api';
import { refreshSession, type RefreshOutcome } from './session';
import { renewingSubscriptionLink } from './renewing-subscription-link';

export { plainApi } from './plain-api';
export { errorKey } from './error-key';

let refreshing: Promise<RefreshOutcome> | null = null;
/** One refresh at a time, however many calls failed together. */
export function refreshOnce(): Promise<RefreshOutcome> {
  refreshing ??= refreshSession().finally(() => (refreshing = null));
  return refreshing;
}

const refreshLink: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      let subscription = next(op).subscribe({
        next: (value) => observer.next(value),
        complete: () => observer.complete(),
        error: (error) => {
          // A subscription renews its own token (renewing-subscription-link.ts), as often as it lives.
          const expired =
            error.data?.code === 'UNAUTHORIZED' &&
            !op.context.retried &&
            op.type !== 'subscription' &&
            op.path !== 'auth.refreshSession' &&
            $authToken.get();
          if (!expired) return observer.error(error);
          void refreshOnce().then((result) => {
            if (result !== 'OK') return observer.error(error);
            subscription = next({ ...op, context: { ...op.context, retried: true } }).subscribe(observer);
          });
        },
      });
      return () => subscription.unsubscribe();
    });

/**
 * Subscriptions (the live map's feed) stream over SSE. EventSource cannot send headers, so the access
 * token travels as a connection param (the server reads it there for subscriptions only), read afresh
 * on every (re)connect; the stream ends with the token, and the renewing link opens the next one.
 */
const subscriptionLink = httpSubscriptionLink({
  url: apiUrl,
  transformer: superjson,
  connectionParams: () => ({ token: $authToken.get() ?? '' }),
});

export const api = createTRPCClient<AppRouter>({
  links: [
    refreshLink,
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: [renewingSubscriptionLink(refreshOnce), subscriptionLink],
      false: transportLink(),
    }),
  ],
});
