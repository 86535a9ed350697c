/**
 * One request's way through the server: security headers and compression on everything, then
 * /api/* to our API, built files from the static index, and every other path to Astro's pages.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isDatabaseUnavailable } from '../db/unavailable';
import { logger } from '../platform/logger';
import { compress } from './compress';
import { compressPageWhole } from './page-compression';
import type { ApiHandler } from './api';
import { trpcPrefix } from './trpc-calls';
import { bodyLimits, refuseDeclaredOversize } from './body-limit';
import { setSecurityHeaders } from './security-headers';
import { answerUnavailable } from './unavailable-answer';
import type { StaticHandler } from './static-files';

export type PageHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface RequestHandlerParts {
  api: ApiHandler;
  pages: PageHandler;
  staticFiles: StaticHandler;
  /** Believe X-Forwarded-Proto from a proxy in front (for HSTS). */
  trustProxy: boolean;
}

function pathnameOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return '/';
  }
}

export function createRequestHandler({ api, pages, staticFiles, trustProxy }: RequestHandlerParts) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    setSecurityHeaders(req, res, trustProxy);
    const pathname = pathnameOf(req);
    // tRPC calls choose their own way to compress (api.ts).
    if (!pathname.startsWith(trpcPrefix)) await compress(req, res);
    try {
      if (pathname === '/api' || pathname.startsWith('/api/')) {
        if (await api(req, res, pathname)) return;
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      if (staticFiles(req, res, pathname)) return;
      if (refuseDeclaredOversize(req, res, bodyLimits.other)) return;
      compressPageWhole(req, res, pathname);
      await pages(req, res);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        logger.warn('database unavailable', { path: pathname, error: String(error) });
        return answerUnavailable(res, pathname);
      }
      logger.error('request failed', { path: pathname, error });
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal Server Error');
      else res.destroy();
    }
  };
}
