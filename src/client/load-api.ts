/**
 * The API client for a page that needs it only to send a form (log in, sign up: issue 23). Its chunk
 * (tRPC and superjson, scripts/shared-chunks.mjs) stays out of the page's first load; the form asks
 * for it when a field gets focus, so it is there by the time the person sends.
 */
import type { api } from './trpc';

export type Api = typeof api;

let loading: Promise<Api> | undefined;

export function loadApi(): Promise<Api> {
  loading ??= import('./trpc').then(
    (module) => module.api,
    (error: unknown) => {
      loading = undefined; // offline for a moment: the next call tries again
      throw error;
    },
  );
  return loading;
}

/** Fetches the client ahead of the first call (a focus handler): a failure waits for that call. */
export function prefetchApi(): void {
  loadApi().catch(() => undefined);
}
