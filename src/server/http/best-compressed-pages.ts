/**
 * The account pages (log in, sign up, forgot, reset, log out) and the platform's pages at a fixed
 * path are the same bytes for every visitor who reads them in one language: the server never
 * renders who is signed in (the platform's islands fetch it). Each is compressed once at brotli's
 * best level, in the background after its first request, and served from memory after that.
 * - At the on-the-fly level the log-in document is 17 kB; at the best level it is small enough
 *   that, with its headers, it arrives in a new connection's first round trip (ten TCP segments,
 *   14.6 kB; issue 23).
 * - A platform page (160 kB of HTML, most of it the texts inlined for its islands) costs 2.5–3.2 ms
 *   of CPU a request at the on-the-fly level, and its SHA-256 0.15 ms; at the best level it is
 *   16–19 % smaller (issue 25).
 * The best level takes 150–400 ms of CPU per page, so:
 * - only a request without a query qualifies: a query shows in the page's links, so its variants
 *   have no bound, and a visitor could make the server compress without end;
 * - one page is compressed at a time, off the event loop, and at most `maxPages` are kept;
 * - the key is the page's own bytes, so a page that changes is never served stale, and a page
 *   that is not 200 HTML goes out as before.
 * Everything else, and every page until it is ready, is compressed on the fly (compress.ts).
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { paths } from '@/lib/paths';
import { encodingQualities } from './compress';

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

/** Whether this request is for one of the pages compressed once, by a client that takes brotli as it would be chosen. */
export function isBestCompressedPage(req: IncomingMessage, pathname: string): boolean {
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
 * Holds what the page writes until its end, then sends the page compressed at the best level when
 * it is ready, or hands the whole page to the on-the-fly compression the response already has.
 */
export function sendBestCompressed(res: ServerResponse): void {
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
    const key = html ? createHash('sha256').update(body).digest('base64') : null;
    const encoded = key === null ? undefined : ready.get(key);
    if (key !== null && !encoded) compressLater(key, body);
    if (encoded) {
      // Set before the status line, so the on-the-fly compression lets the page through as it is.
      res.setHeader('Content-Encoding', 'br');
      res.setHeader('Content-Length', encoded.length);
    }
    writeHead(code, statusMessage);
    return end(encoded ?? body, done);
  }) as typeof res.end;
}
