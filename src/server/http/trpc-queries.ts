/**
 * GET calls of queries (auth.me on every page, the lists): answered by tRPC's own `resolveResponse`
 * (the same procedure calls, errors and batching as its Node adapter), but fed a small view of the
 * Node request instead of a Fetch `Request` built by copying every header, and with its JSON answer
 * written straight to the Node response instead of piped through a web stream; together those two
 * were about half of a call's time (issue 9). Subscriptions, mutations and anything else go through
 * tRPC's Node adapter (api.ts). tests/api/trpc-queries.test.ts holds both ways to the same answers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AnyTRPCRouter } from '@trpc/server';
import { resolveResponse } from '@trpc/server/http';

type ResolveOptions = Parameters<typeof resolveResponse>[0];
export type QueryOptions = Omit<ResolveOptions, 'req' | 'path' | 'error'>;

/** Whether `path` (one procedure, or a batch joined by commas) names queries only. */
export function isQueryCall(router: AnyTRPCRouter, method: string | undefined, path: string): boolean {
  if (method !== 'GET') return false;
  const procedures = router._def.procedures as Record<string, { _def: { type: string } } | undefined>;
  try {
    return path.split(',').every((name) => procedures[decodeURIComponent(name)]?._def.type === 'query');
  } catch {
    return false; // a path that does not decode: the adapter answers it
  }
}

/** What resolveResponse reads of a GET request: method, URL, headers by name, and a signal. */
function viewOf(req: IncomingMessage, res: ServerResponse): Request {
  const aborted = new AbortController();
  res.once('close', () => res.writableFinished || aborted.abort());
  const headers = {
    get: (name: string) => {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
    has: (name: string) => req.headers[name.toLowerCase()] !== undefined,
  };
  return { method: 'GET', url: `http://localhost${req.url ?? '/'}`, headers, signal: aborted.signal } as unknown as Request;
}

/** Answers a GET call of queries (isQueryCall said so). */
export async function answerQueries(req: IncomingMessage, res: ServerResponse, path: string, options: QueryOptions): Promise<void> {
  const response = await resolveResponse({ ...options, req: viewOf(req, res), path, error: null });
  const body = await response.text();
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.statusCode = response.status;
  res.end(body);
}
