/**
 * The answer when the database cannot be reached outside a tRPC procedure (the uploads, the trackers'
 * endpoint, a tRPC call before the database was ever opened): 503 with Retry-After and the translated
 * message's key, in the shape the caller reads (the tRPC client's error shape, or the uploads' `{ error }`).
 */
import type { ServerResponse } from 'node:http';
import { retryAfterSeconds, serviceUnavailableKey } from '../db/unavailable';

const trpcBody = JSON.stringify({
  error: { json: { message: serviceUnavailableKey, code: -32603, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } } },
});

export function answerUnavailable(res: ServerResponse, pathname: string): void {
  if (res.headersSent) return void res.destroy();
  const api = pathname.startsWith('/api/');
  const body = pathname.startsWith('/api/trpc/')
    ? trpcBody
    : api
      ? JSON.stringify({ error: serviceUnavailableKey })
      : 'Service Unavailable';
  res.writeHead(503, {
    'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(retryAfterSeconds),
  });
  res.end(body);
}
