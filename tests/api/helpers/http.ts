/**
 * The tRPC endpoint as the server mounts it (the same options as src/server/http/api.ts, through the
 * fetch adapter), answered in-process: tests send raw HTTP requests (any body, any Host) without a
 * listening server.
 */
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Db } from '@/server/db/client';
import { trpcHandlerOptions } from '@/server/http/trpc-options';

/** Answers one request as the server would. */
export function handleTrpcRequest(db: Db, req: Request, ip = '127.0.0.1'): Promise<Response> {
  const { contextFor, ...options } = trpcHandlerOptions(db);
  return fetchRequestHandler({
    ...options,
    endpoint: '/api/trpc',
    req,
    createContext: ({ info }) => contextFor(req.headers, ip, info),
  });
}

export function trpcEndpoint(db: Db, ip = '127.0.0.1') {
  return (path: string, init: RequestInit & { base?: string } = {}): Promise<Response> =>
    handleTrpcRequest(db, new Request(new URL(`/api/trpc/${path}`, init.base ?? 'http://localhost:4321'), init), ip);
}

/** A mutation's POST body as the client sends it (superjson). */
export function mutationBody(input: unknown): RequestInit {
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ json: input }) };
}
