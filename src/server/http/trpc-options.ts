/**
 * How the tRPC endpoint is mounted, in one place: the router, the batch limit, error logging, no
 * caching, and the context of a request. The server layer (Node adapter) and the API tests (fetch
 * adapter) both build their handler from this.
 */
import { maxBatch } from '@/lib/trpc-limits';
import type { Db } from '../db/client';
import { retryAfterSeconds } from '../db/unavailable';
import { appRouter } from '../root';
import { createContext, onTrpcError, type HeaderReader } from '../trpc';

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
    /** The context of one request: its headers (Bearer token, language) and the peer's address. */
    contextFor: (headers: HeaderReader, ip: string, connectionParams?: Record<string, string | undefined> | null) =>
      createContext({ db, headers, ip, connectionParams }),
  };
}
