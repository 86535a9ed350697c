/**
 * On-the-fly compression of what is not compressed already (pages rendered per request, API
 * answers): brotli or gzip by Accept-Encoding, at fast levels, above 1 KB. Static files come
 * precompressed from the build and pass through untouched (they carry Content-Encoding). Event
 * streams are never buffered. A tRPC answer written whole (trpc-calls.ts) is compressed in one go
 * by `encodedBody` instead of through the middleware's wrapped stream (issue 25).
 */
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

const threshold = 1024;
const level = 4;
const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: level } };
/** For a whole answer: a 256 KB window instead of 4 MB (answers are smaller, and the window is set up per call). */
const brotliForAnswers = { params: { ...brotli.params, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } };

const middleware = compression({
  threshold,
  level,
  brotli,
  filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
}) as unknown as Middleware;

/** Wraps the response so that what is written to it is compressed when the client accepts it. */
export function compress(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve, reject) => middleware(req, res, (error) => (error ? reject(error) : resolve())));
}

/**
 * The encoding of an answer, by the client's Accept-Encoding (q above 0; `*` for those not named):
 * the highest q wins, gzip on a tie. For answers of a few to tens of KB, gzip at level 4 takes half
 * brotli's CPU (brotli sets up a large window per call) for a body a few per cent larger (issue 25).
 */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const qOf = encodingQualities(header);
  const [gzip, br] = [qOf('gzip'), qOf('br')];
  if (gzip > 0 && gzip >= br) return 'gzip';
  return br > 0 ? 'br' : null;
}

/** The q of each encoding in an Accept-Encoding header: `*` for those not named, 0 when neither. */
export function encodingQualities(header: string | undefined): (name: string) => number {
  const named = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';');
    const qParam = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
    named.set(token.trim().toLowerCase(), qParam ? Number(qParam.slice(2)) : 1);
  }
  return (name) => named.get(name) ?? named.get('*') ?? 0;
}

/** A whole JSON answer as the client accepts it: compressed from 1 KB on, with its headers set. */
export function encodedBody(req: IncomingMessage, res: ServerResponse, text: string): string | Buffer {
  res.setHeader('Vary', res.hasHeader('Vary') ? `${String(res.getHeader('Vary'))}, Accept-Encoding` : 'Accept-Encoding');
  if (Buffer.byteLength(text) < threshold) return text;
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding) return text;
  res.setHeader('Content-Encoding', encoding);
  return encoding === 'gzip' ? zlib.gzipSync(text, { level }) : zlib.brotliCompressSync(text, brotliForAnswers);
}
