/**
 * How long a client may hold a connection, so that a slow or stalled one (a slowloris sending its
 * head a byte at a time, a body that trickles or stops) is cut and never blocks anyone else:
 * - the request head must arrive within `headersMs`;
 * - the whole request, body included, within `requestMs`: a 10 MB document (the largest upload) on
 *   a 256 kbit/s link takes about 330 s, so 10 minutes leaves room;
 * - a connection on which nothing moves for `idleMs` (a body that stopped, a forgotten socket) goes;
 *   longer than the live feed's 15 s ping and than a database query may take (30 s);
 * - a kept-alive connection waits `keepAliveMs` for its next request: longer than a load balancer's
 *   usual 60 s idle time-out, so that the server never closes a connection at the moment a client
 *   or proxy sends on it. Node's default, 5 s, was the "socket hang up" under load (issue 25): clients
 *   that paused a few seconds sent their next request as the server closed their connection.
 * Node checks the first two every `checkEveryMs` (its default, 30 s, would stretch them).
 */
import http from 'node:http';

export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  idleMs: number;
  keepAliveMs: number;
  checkEveryMs: number;
}

export const serverTimeouts: ServerTimeouts = {
  headersMs: 20_000,
  requestMs: 600_000,
  idleMs: 70_000,
  keepAliveMs: 65_000,
  checkEveryMs: 1_000,
};

/** An HTTP server with these time-outs (tests pass short ones). */
export function createHttpServer(handler: http.RequestListener, timeouts: ServerTimeouts = serverTimeouts): http.Server {
  // Given to the constructor: Node reads the request time-out there (setting it later has no effect).
  const server = http.createServer(
    {
      connectionsCheckingInterval: timeouts.checkEveryMs,
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
    },
    handler,
  );
  server.timeout = timeouts.idleMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  return server;
}
