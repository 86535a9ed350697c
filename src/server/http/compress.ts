/**
 * On-the-fly compression of what is not compressed already (pages rendered per request, API
 * answers): brotli or gzip by Accept-Encoding, at fast levels, above 1 KB. Static files come
 * precompressed from the build and pass through untouched (they carry Content-Encoding). Event
 * streams are never buffered. A tRPC answer written whole (trpc-calls.ts) is compressed in one go
 * by `encodedBody` instead of through the middleware's wrapped stream, with zstd where the client
 * names it (issue 25).
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
/** zstd's fastest level: on the 15 KB page of loads, 28–33 µs of CPU against gzip level 4's 40–45, for a body 1 % larger. */
const zstdForAnswers = { params: { [zlib.constants.ZSTD_c_compressionLevel]: 1 } };

type AnswerEncoding = 'zstd' | 'br' | 'gzip';
const compressors: Record<AnswerEncoding, (bytes: Buffer) => Buffer> = {
  zstd: (bytes) => zlib.zstdCompressSync(bytes, zstdForAnswers),
  gzip: (bytes) => zlib.gzipSync(bytes, { level }),
  br: (bytes) => zlib.brotliCompressSync(bytes, brotliForAnswers),
};

/** Where an answer's UTF-8 bytes are written before they are compressed: the compressors read them at once. */
const scratch = Buffer.allocUnsafe(128 * 1024);

/**
 * The text's UTF-8 bytes, for a compressor that reads them synchronously: written into `scratch`
 * (half the CPU of a new Buffer per answer) when at most 3 bytes a UTF-16 unit fit, else a new buffer.
 */
function utf8Of(text: string): Buffer {
  if (text.length * 3 > scratch.length) return Buffer.from(text);
  return scratch.subarray(0, scratch.write(text));
}

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
 * The encoding of an answer, by the client's Accept-Encoding (q above 0; `*` for gzip and br when
 * not named): the highest q wins, zstd then gzip on a tie. For answers of a few to tens of KB, zstd
 * at level 1 takes ~70 % of gzip's CPU at level 4 on the 15 KB page of loads, about as much at 5 KB
 * and more under 2 KB, where the set-up of a new compressor per call is most of the cost; gzip takes
 * half brotli's (brotli sets up a large window per call); each for about the same size (issue 25).
 * zstd only when named: Chromium and Firefox name it, and a client that says `*` may not know it.
 */
export function acceptedEncoding(header: string | undefined): AnswerEncoding | null {
  const qOf = encodingQualities(header);
  const zstd = qOf('zstd', { wildcard: false });
  const [gzip, br] = [qOf('gzip'), qOf('br')];
  if (zstd > 0 && zstd >= gzip && zstd >= br) return 'zstd';
  if (gzip > 0 && gzip >= br) return 'gzip';
  return br > 0 ? 'br' : null;
}

/** The q of each encoding in an Accept-Encoding header: `*` for those not named (unless `wildcard` is false), 0 when neither. */
export function encodingQualities(header: string | undefined): (name: string, options?: { wildcard: boolean }) => number {
  const named = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.split(';');
    const qParam = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
    named.set(token.trim().toLowerCase(), qParam ? Number(qParam.slice(2)) : 1);
  }
  return (name, { wildcard } = { wildcard: true }) => named.get(name) ?? (wildcard ? named.get('*') : undefined) ?? 0;
}

/** A whole JSON answer as the client accepts it: compressed from 1 KB on, with its headers set. */
export function encodedBody(req: IncomingMessage, res: ServerResponse, text: string): string | Buffer {
  res.setHeader('Vary', res.hasHeader('Vary') ? `${String(res.getHeader('Vary'))}, Accept-Encoding` : 'Accept-Encoding');
  // A text of `threshold` characters is at least that many bytes: only a shorter one is measured.
  if (text.length < threshold && Buffer.byteLength(text) < threshold) return text;
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  if (!encoding) return text;
  res.setHeader('Content-Encoding', encoding);
  return compressors[encoding](utf8Of(text));
}
