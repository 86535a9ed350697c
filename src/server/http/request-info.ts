/** What the API needs to know of a Node request: its headers, read as a Headers object reads them, and who sent it. */
import type { IncomingMessage } from 'node:http';
import type { HeaderReader } from '../trpc';

/** A header by name as `Headers.get` answers it, without copying every header into a Headers object. */
export function requestHeaders(req: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = req.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** The peer's address. Rate limits key on it; proxies are not trusted (yet) to name the client. */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}
