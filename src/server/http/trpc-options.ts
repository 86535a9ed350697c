/**
 * How the tRPC endpoint is mounted, in one place: the router, the batch limit, error logging, no
 * caching, and the context of a request. The server layer (Node adapter) and the API tests (fetch
 * adapter) both build their handler from this.
 */
import { maxBatch } from '@/lib/trpc-limits';
import type { Db } from '../db/client';
import { retryAfterSeconds } from '../db/unavailable';
import { appRouter } from '../root';
import { createContext, onTrpcError, type HeaderReader, type RequestInfo } from '../trpc';

/** What tRPC tells of a call before the context is made: the procedures' type and the URL's connection params. */
export interface CallInfo {
  type: string;
  connectionParams: RequestInfo['connectionParams'];
}

export function trpcHandlerOptions(db: Db) {
  return {
    router: appRouter,
    // One request may carry a handful of calls, not thousands (the client sends at most maxBatch).
    maxBatchSize: maxBatch,
    onError: onTrpcError,
    // A database away (503) tells the client when to try again.
    responseMeta: ({ errors }: { errors: { code: string }[] }) => ({
      headers: {
        'Cache-Control': 'no-store',
        ...(errors.some((error) => error.code === 'SERVICE_UNAVAILABLE') ? { 'Retry-After': String(retryAfterSeconds) } : {}),
      },
    }),
    /**
     * The context of one request: its headers (Bearer token, language) and the peer's address. Only a
     * subscription (an EventSource cannot send headers) may carry its token in the URL: anything else
     * with a token there is anonymous, as a URL ends up in proxies' logs.
     */
    contextFor: (headers: HeaderReader, ip: string, call?: CallInfo) =>
      createContext({ db, headers, ip, connectionParams: call?.type === 'subscription' ? call.connectionParams : null }),
  };
}
