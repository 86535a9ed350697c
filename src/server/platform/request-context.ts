/**
 * What the server knows about the request it is answering, wherever it is in the call stack: its id
 * and, once the Bearer token is read, the user. The logger adds both to every line it writes.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Span } from '@opentelemetry/api';

export interface RequestContext {
  requestId: string;
  userId?: string;
  /** The request's span, when traces are exported (telemetry/). */
  span?: Span;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const currentRequest = (): RequestContext | undefined => storage.getStore();

export function runInRequest<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run);
}

/** The caller's user id, once their token is verified. */
export function noteRequestUser(userId: string): void {
  const context = storage.getStore();
  if (context) context.userId = userId;
}
