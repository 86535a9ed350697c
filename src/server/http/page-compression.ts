/**
 * A page rendered per request is held whole and sent compressed in one go, where the on-the-fly
 * compression (compress.ts) met it chunk by chunk as Astro wrote it (issue 25):
 * - The account pages (log in, sign up, forgot, reset, log out) and the platform's pages at a
 *   fixed path are the same bytes for every visitor who reads them in one language: the server
 *   never renders who is signed in (the platform's islands fetch it). Each is compressed once at
 *   brotli's best level, in the background after its first request, and served from memory after
 *   that. At the on-the-fly level the log-in document is 17 kB; at the best level it is small enough
 *   that, with its headers, it arrives in a new connection's first round trip (ten TCP segments,
 *   14.6 kB; issue 23). A platform page (160 kB of HTML, most of it the texts inlined for its
 *   islands) is 16–19 % smaller so, and costs its SHA-256 (0.15 ms) instead of its compression.
 * - Any other page, and those until they are ready, goes out in zstd (level 3, off the event loop)
 *   to a client that names it, as Chromium and Firefox do: about 1 ms for a platform page, against
 *   2.5–3.2 ms for brotli's level 4 in one go, for 4 % more bytes. Another client gets the on-the-fly
 *   compression, with the whole page as one chunk.
 * The best level takes 150–400 ms of CPU per page, so:
 * - only a request without a query qualifies: a query shows in the page's links, so its variants
 *   have no bound, and a visitor could make the server compress without end;
 * - one page is compressed at a time, off the event loop, and at most `maxPages` are kept;
 * - the key is the page's own bytes, so a page that changes is never served stale, and a page
 *   that is not 200 HTML goes out as before.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { paths } from '@/lib/paths';
import { acceptedEncoding, encodingQualities } from './compress';

const accountPages = [paths.logIn, paths.signUp, paths.forgot, paths.resetPassword, paths.logOut];
/** Not the profiles: one page per person and company, each read rarely. */
const platformPages = [
  paths.platform,
  paths.account,
  paths.notifications,
  paths.messages,
  paths.userHome,
  paths.createTransport,
  paths.transporterHome,
  paths.transporterTransports,
  paths.jobs,
  paths.fleet,
  paths.live,
];
const pages = new Set<string>([...accountPages, ...platformPages]);
/** Sixteen pages in six languages (about 35 kB each), with room to spare. */
const maxPages = 128;

const ready = new Map<string, Buffer>();
let compressing = false;

/** zstd's level for a whole page: 41.2 kB for a platform page in 1.05 ms, where level 1 is 43.7 kB in 0.6 ms. */
const zstdForPages = { params: { [zlib.constants.ZSTD_c_compressionLevel]: 3 } };

/** Whether this request is for one of the pages compressed once, by a client that takes brotli as it would be chosen. */
function isBestCompressedPage(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'GET' || !pages.has(pathname) || req.url?.includes('?')) return false;
  const qOf = encodingQualities(req.headers['accept-encoding']);
  return qOf('br') > 0 && qOf('br') >= qOf('gzip');
}

function compressLater(key: string, body: Buffer): void {
  if (compressing || ready.size >= maxPages) return;
  compressing = true;
  zlib.brotliCompress(
    body,
    {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    },
    (error, encoded) => {
      compressing = false;
      if (!error) ready.set(key, encoded);
    },
  );
}

type Callback = () => void;

/**
 * For a GET of a page: holds what the page writes until its end, then sends it compressed at the
 * best level when it is one of those and ready, else in zstd when the client names it, else hands
 * the whole page to the on-the-fly compression the response already has.
 */
export function compressPageWhole(req: IncomingMessage, res: ServerResponse, pathname: string): void {
  if (req.method !== 'GET') return;
  const best = isBestCompressedPage(req, pathname);
  const zstd = acceptedEncoding(req.headers['accept-encoding']) === 'zstd';
  if (best || zstd) holdPage(res, best, zstd);
}

function holdPage(res: ServerResponse, best: boolean, zstd: boolean): void {
  const chunks: Buffer[] = [];
  let status: number | null = null;
  let statusMessage: string | undefined;
  const writeHead = res.writeHead.bind(res) as (status: number, statusMessage?: string) => ServerResponse;
  const end = res.end.bind(res) as (chunk: Buffer, callback?: Callback) => ServerResponse;
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : Buffer.from(chunk as Uint8Array);
  const callbackOf = (...args: unknown[]) => args.find((arg): arg is Callback => typeof arg === 'function');

  // The headers go on the response at once; the status line waits for the body.
  res.writeHead = ((code: number, ...args: (string | OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined)[]) => {
    status = code;
    for (const arg of args) {
      if (typeof arg === 'string') statusMessage = arg;
      else if (Array.isArray(arg)) for (let i = 0; i + 1 < arg.length; i += 2) res.appendHeader(String(arg[i]), arg[i + 1] as string);
      else if (arg) for (const [name, value] of Object.entries(arg)) if (value !== undefined) res.setHeader(name, value);
    }
    return res;
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    chunks.push(toBuffer(chunk, encoding));
    callbackOf(encoding, callback)?.();
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const done = callbackOf(chunk, encoding, callback);
    const body = Buffer.concat(chunks);
    const code = status ?? res.statusCode;
    const html = code === 200 && !res.hasHeader('Content-Encoding') && String(res.getHeader('Content-Type') ?? '').startsWith('text/html');
    const key = html && best ? createHash('sha256').update(body).digest('base64') : null;
    const encoded = key === null ? undefined : ready.get(key);
    if (key !== null && !encoded) compressLater(key, body);
    // Headers set before the status line, so the on-the-fly compression lets the page through as it is.
    const send = (encoding: string | null, sent: Buffer) => {
      if (encoding) {
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', sent.length);
      }
      writeHead(code, statusMessage);
      end(sent, done);
    };
    if (encoded) send('br', encoded);
    else if (html && zstd)
      zlib.zstdCompress(body, zstdForPages, (error, compressed) => (error ? send(null, body) : send('zstd', compressed)));
    else send(null, body);
    return res;
  }) as typeof res.end;
}
