import type { APIRoute } from 'astro';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter } from '@/server/root';
import { createContext, onTrpcError } from '@/server/trpc';
import { getDb } from '@/server/db';
import { maxBatch } from '@/lib/trpc-limits';

export const prerender = false;

/** The tRPC endpoint: GET queries, POST mutations, batched. */
export const ALL: APIRoute = async ({ request, clientAddress }) => {
  const db = await getDb();
  return fetchRequestHandler({
    endpoint: '/api/trpc',
    req: request,
    router: appRouter,
    // One request may carry a handful of calls, not thousands (the client sends at most maxBatch).
    maxBatchSize: maxBatch,
    createContext: () => createContext({ db, headers: request.headers, ip: clientAddress }),
    onError: onTrpcError,
    responseMeta() {
      return { headers: new Headers({ 'Cache-Control': 'no-store' }) };
    },
  });
};
