/** What the API needs to know of a Node request: its headers, read as a Headers object reads them, and who sent it. */
import type { IncomingMessage } from 'node:http';
import { config } from '../config';
import type { HeaderReader } from '../trpc';

/** A header by name as `Headers.get` and `has` answer it, without copying every header into a Headers object. */
export function requestHeaders(req: IncomingMessage): HeaderReader & Pick<Headers, 'has'> {
  return {
    get(name) {
      const value = req.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
    has: (name) => req.headers[name.toLowerCase()] !== undefined,
  };
}

/**
 * Who sent the request; rate limits key on it. The peer's address, or behind a load balancer
 * (TRUST_PROXY) the last address in X-Forwarded-For: the one our own proxy appended. Earlier entries
 * are whatever the client claimed and are never trusted.
 */
export function clientAddress(req: IncomingMessage, trustProxy = config.trustProxy): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return peer;
  const forwarded = req.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').at(-1)?.trim();
  return last || peer;
}
