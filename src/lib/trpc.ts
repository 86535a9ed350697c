/**
 * The islands' API client: batched, superjson, `Authorization: Bearer <authToken>` on every call
 * (empty when none). An expired access token is refreshed once and the call retried.
 */
import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import superjson from 'superjson';
import type { AppRouter } from '@/server/root';
import { $authToken } from '@/stores/auth';
import { $language } from '@/stores/language';
import { maxBatch } from './trpc-limits';
import { isMessageKey } from './message-key';

const apiUrl = `${import.meta.env.PUBLIC_API_URL ?? ''}/api/trpc`;

export function transportLink() {
  return httpBatchLink<AppRouter>({
    url: apiUrl,
    transformer: superjson,
    maxItems: maxBatch,
    headers: () => ({ Authorization: `Bearer ${$authToken.get()}`, 'X-Tovar-Language': $language.get() }),
  });
}

/** A client without the refresh link: what the refresh itself calls. */
export const plainApi = createTRPCClient<AppRouter>({ links: [transportLink()] });

let refreshing: Promise<'OK' | 'LOGOUT' | 'ERROR'> | null = null;
/** One refresh at a time, however many calls failed together. Imported lazily: session.ts uses this module. */
function refreshOnce(): Promise<'OK' | 'LOGOUT' | 'ERROR'> {
  refreshing ??= import('./session').then((session) => session.refreshSession()).finally(() => (refreshing = null));
  return refreshing;
}

const refreshLink: TRPCLink<AppRouter> = () => ({ op, next }) =>
  observable((observer) => {
    let subscription = next(op).subscribe({
      next: (value) => observer.next(value),
      complete: () => observer.complete(),
      error: (error) => {
        const expired = error.data?.code === 'UNAUTHORIZED' && !op.context.retried && op.path !== 'auth.refreshSession' && $authToken.get();
        if (!expired) return observer.error(error);
        void refreshOnce().then((result) => {
          if (result !== 'OK') return observer.error(error);
          subscription = next({ ...op, context: { ...op.context, retried: true } }).subscribe(observer);
        });
      },
    });
    return () => subscription.unsubscribe();
  });

export const api = createTRPCClient<AppRouter>({ links: [refreshLink, transportLink()] });

/** The translation key an error carries, or the generic one (a malformed answer included). */
export function errorKey(error: unknown, fallback = 'errors:unexpected'): string {
  return error instanceof TRPCClientError && isMessageKey(error.message) ? error.message : fallback;
}
