/**
 * The built client files (prerendered pages, hashed /_astro assets, public/): indexed once at start,
 * so a request never probes the disk to learn whether it names a file. Hashed assets are cached for
 * good; pages are revalidated. Prerendered pages carry the CSP header Astro computed for them. The
 * build's brotli and gzip copies (`file.br`, `file.gz`) are sent to clients that accept them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodingQualities } from './compress';
import { serviceWorkerContentSecurityPolicy, workerContentSecurityPolicy } from './content-security';

/**
 * The offline basemap's vector tiles (scripts/build-basemap.mjs, build-place-tiles.ts): a tile with
 * nothing on it (open sea, no town) is not a file. It answers 204 No Content, which MapLibre draws as
 * an empty tile, the way tile servers answer one.
 */
const basemapTile = /^\/map\/(tiles|places)\/\d{1,2}\/\d{1,5}\/\d{1,5}\.pbf$/;

/** Web Push's service worker (public/sw.js): its scope is the whole site, so it lives at the root. */
const serviceWorkerPath = '/sw.js';

type Encoding = 'br' | 'gzip';
const encodingExtensions: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

interface Variant {
  file: string;
  size: number;
}

interface StaticFile extends Variant {
  etag: string;
  type: string;
  headers: Record<string, string>;
  encoded: Partial<Record<Encoding, Variant>>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
  '.pbf': 'application/x-protobuf',
  '.webmanifest': 'application/manifest+json',
};

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

function cacheControl(urlPath: string): string {
  if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  // The push service worker too: an old copy would keep handling pushes after a release.
  if (urlPath.endsWith('.html') || urlPath === serviceWorkerPath) return 'no-cache';
  return 'public, max-age=3600';
}

/** The CSP header of each prerendered page, from the node adapter's `_headers.json`. */
function readPageHeaders(headersFile: string): Map<string, Record<string, string>> {
  const map = new Map<string, Record<string, string>>();
  if (!fs.existsSync(headersFile)) return map;
  const entries = JSON.parse(fs.readFileSync(headersFile, 'utf8')) as { pathname: string; headers: { key: string; value: string }[] }[];
  for (const { pathname, headers } of entries) {
    map.set(pathname.replace(/\/$/, '') || '/', Object.fromEntries(headers.map(({ key, value }) => [key, value])));
  }
  return map;
}

/** URL paths that name each file: `/a/index.html` is also `/a` and `/a/`. */
function urlPathsOf(relative: string): string[] {
  const urlPath = `/${relative.split(path.sep).join('/')}`;
  if (!urlPath.endsWith('/index.html')) return [urlPath];
  const dir = urlPath.slice(0, -'index.html'.length);
  return [urlPath, dir, dir.replace(/\/$/, '') || '/'];
}

/** The precompressed encodings a request accepts (q above 0, `*` counts), the highest q first, brotli on a tie. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const qOf = encodingQualities(header);
  return (['br', 'gzip'] as const).filter((encoding) => qOf(encoding) > 0).sort((a, b) => qOf(b) - qOf(a));
}

function variantOf(file: string, extension: string): Variant | undefined {
  const compressed = `${file}${extension}`;
  return fs.existsSync(compressed) ? { file: compressed, size: fs.statSync(compressed).size } : undefined;
}

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => boolean;

/** MapLibre's worker gets a policy that lets it fetch the map data, the push service worker its own (content-security.ts). */
function workerHeaders(relative: string): Record<string, string> | undefined {
  if (`/${relative}` === serviceWorkerPath) return { 'Content-Security-Policy': serviceWorkerContentSecurityPolicy };
  if (!/maplibre-gl-worker\.[\w-]+\.mjs$/.test(relative)) return undefined;
  return { 'Content-Security-Policy': workerContentSecurityPolicy(process.env.PUBLIC_MAP_STYLE_URL) };
}

export function createStaticFiles(clientDir: string, headersFile: string): StaticHandler {
  const pageHeaders = readPageHeaders(headersFile);
  const files = new Map<string, StaticFile>();
  for (const file of fs.existsSync(clientDir) ? walk(clientDir) : []) {
    if (/\.(br|gz)$/.test(file)) continue;
    const stat = fs.statSync(file);
    const relative = path.relative(clientDir, file);
    const paths = urlPathsOf(relative);
    const page = relative.endsWith('.html') ? pageHeaders.get(paths.at(-1) ?? '') : workerHeaders(relative);
    const entry: StaticFile = {
      file,
      size: stat.size,
      etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
      type: contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      headers: { 'Cache-Control': cacheControl(paths[0] ?? ''), ...page },
      encoded: { br: variantOf(file, encodingExtensions.br), gzip: variantOf(file, encodingExtensions.gzip) },
    };
    if (entry.encoded.br || entry.encoded.gzip) entry.headers.Vary = 'Accept-Encoding';
    for (const urlPath of paths) files.set(urlPath, entry);
  }

  /** Serves the file the path names and returns true, or returns false for the next handler. */
  return (req, res, pathname) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const entry = files.get(pathname);
    if (!entry && basemapTile.test(pathname)) {
      res.writeHead(204, { 'Cache-Control': cacheControl(pathname) }).end();
      return true;
    }
    if (!entry) return false;
    for (const [key, value] of Object.entries(entry.headers)) res.setHeader(key, value);
    res.setHeader('ETag', entry.etag);
    res.setHeader('Content-Type', entry.type);
    if (req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304).end();
      return true;
    }
    const encoding = acceptedEncodings(req.headers['accept-encoding']).find((name) => entry.encoded[name]);
    const sent = (encoding && entry.encoded[encoding]) || entry;
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', sent.size);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    fs.createReadStream(sent.file)
      .on('error', () => res.destroy())
      .pipe(res);
    return true;
  };
}
