/**
 * /api/*, answered here and never by Astro's page pipeline: the tRPC endpoint through tRPC's Node
 * adapter, the trackers' OsmAnd endpoint, mail's one-click unsubscribe, and the health check a load
 * balancer asks.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { nodeHTTPRequestHandler } from '@trpc/server/adapters/node-http';
import { sql } from 'drizzle-orm';
import { getDb, type Db } from '../app';
import { retryAfterSeconds } from '../db/unavailable';
import { logger } from '../platform/logger';
import { answerOsmAnd } from '../tracking/osmand-http';
import { bodyLimits, refuseDeclaredOversize, tooLargeForApi } from './body-limit';
import { clientAddress, requestHeaders } from './request-info';
import { trpcHandlerOptions, type CallInfo } from './trpc-options';
import { answerCall, isLeanCall, trpcPrefix } from './trpc-calls';
import { compress } from './compress';
import { handleUploadRoutes } from '../uploads';
import { answerDeliveryNote, noteTransportOf } from './delivery-note-route';
import { answerUnsubscribe } from './unsubscribe-route';

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** 200 `{ ok: true }` when the database answers, 503 otherwise; nothing about versions or kinds. */
async function health(res: ServerResponse, openDb: () => Promise<Db>): Promise<void> {
  try {
    await (await openDb()).execute(sql`select 1`);
    json(res, 200, { ok: true });
  } catch (error) {
    logger.error('health check failed', { error });
    res.setHeader('Retry-After', String(retryAfterSeconds));
    json(res, 503, { ok: false });
  }
}

async function trpc(req: IncomingMessage, res: ServerResponse, pathname: string, openDb: () => Promise<Db>): Promise<void> {
  if (refuseDeclaredOversize(req, res, bodyLimits.api, tooLargeForApi)) return;
  const { contextFor, ...options } = trpcHandlerOptions(await openDb());
  const path = pathname.slice(trpcPrefix.length);
  const createContext = ({ info }: { info: CallInfo }) => contextFor(requestHeaders(req), clientAddress(req), info);
  if (isLeanCall(options.router, req, path)) return answerCall(req, res, path, { ...options, maxBodySize: bodyLimits.api, createContext });
  await compress(req, res);
  await nodeHTTPRequestHandler({ ...options, req, res, path, maxBodySize: bodyLimits.api, createContext });
}

export type ApiHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

/** Answers an /api request and returns true, or false when the path is not ours (the caller answers 404). */
export function createApiHandler(openDb: () => Promise<Db>): ApiHandler {
  return async (req, res, pathname) => {
    if (pathname.startsWith(trpcPrefix)) {
      await trpc(req, res, pathname, openDb);
      return true;
    }
    if (pathname === '/api/osmand') return answerOsmAnd(req, res, await openDb());
    if (pathname === '/api/unsubscribe') return answerUnsubscribe(req, res, await openDb());
    if (pathname === '/api/health' && (req.method === 'GET' || req.method === 'HEAD')) {
      await health(res, openDb);
      return true;
    }
    const noteOf = noteTransportOf(pathname);
    if (noteOf && (req.method === 'GET' || req.method === 'HEAD')) {
      await answerDeliveryNote(req, res, noteOf, await openDb());
      return true;
    }
    return handleUploadRoutes(req, res, pathname, openDb);
  };
}

/** The API on the server's one database. */
export const handleApi = createApiHandler(getDb);
