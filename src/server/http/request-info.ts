/** What the API needs to know of a Node request: its headers as a Headers object, and who sent it. */
import type { IncomingMessage } from 'node:http';

export function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (key.startsWith(':') || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
  }
  return headers;
}

/** The peer's address. Rate limits key on it; proxies are not trusted (yet) to name the client. */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}
