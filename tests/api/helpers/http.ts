/**
 * The tRPC endpoint as the server mounts it (fetch adapter, real createContext and onError), answered
 * in-process: tests send raw HTTP requests (any body, any Host) without a listening server.
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Db } from '@/server/db/client';
import { appRouter } from '@/server/root';
import { createContext, onTrpcError } from '@/server/trpc';
import { maxBatch } from '@/lib/trpc-limits';

export function trpcEndpoint(db: Db, ip = '127.0.0.1') {
  return (path: string, init: RequestInit & { base?: string } = {}): Promise<Response> => {
    const req = new Request(new URL(`/api/trpc/${path}`, init.base ?? 'http://localhost:4321'), init);
    return fetchRequestHandler({
      endpoint: '/api/trpc',
      req,
      router: appRouter,
      maxBatchSize: maxBatch,
      createContext: () => createContext({ db, headers: req.headers, ip }),
      onError: onTrpcError,
    });
  };
}

/** A mutation's POST body as the client sends it (superjson). */
export function mutationBody(input: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: input }) };
}
