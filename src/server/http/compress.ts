/**
 * On-the-fly compression of what is not compressed already (pages rendered per request, API
 * answers): brotli or gzip by Accept-Encoding, at fast levels, above 1 KB. Static files come
 * precompressed from the build and pass through untouched (they carry Content-Encoding). Event
 * streams are never buffered.
 */
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const middleware = compression({
  threshold: 1024,
  level: 4,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
}) as unknown as Middleware;

/** Wraps the response so that what is written to it is compressed when the client accepts it. */
export function compress(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => middleware(req, res, (error) => (error ? reject(error) : resolve())));
}
