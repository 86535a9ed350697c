/**
 * The HTTP link every API call goes through (batched, superjson, `Authorization: Bearer <authToken>`,
 * the interface language), and a client on that link alone: what the session refresh calls.
 */
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '@/server/root';
import { maxBatch } from '@/lib/trpc-limits';
import { $authToken } from '@/stores/auth';
import { $language } from '@/stores/language';

export const apiUrl = `${import.meta.env.PUBLIC_API_URL ?? ''}/api/trpc`;

export function transportLink() {
  return httpBatchLink<AppRouter>({
    url: apiUrl,
    transformer: superjson,
    maxItems: maxBatch,
    headers: () => ({ Authorization: `Bearer ${$authToken.get()}`, 'X-Tovar-Language': $language.get() }),
  });
}

/** A client without the refresh link: the refresh itself, and log-out, which must not refresh first. */
export const plainApi = createTRPCClient<AppRouter>({ links: [transportLink()] });
