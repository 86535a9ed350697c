/**
 * One JSON line per request, written when the answer is finished or the client has gone: request id
 * (also sent as `X-Request-Id`), method, route (the path, never the query, which may carry input),
 * status, duration in ms and the user id when the caller was authenticated.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '../services/logger';
import { runInRequest, type RequestContext } from '../services/request-context';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

function routeOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  return (query === -1 ? url : url.slice(0, query)).slice(0, 300);
}

export function withRequestLog(handle: Handler): Handler {
  return (req, res) => {
    const context: RequestContext = { requestId: randomUUID() };
    const started = performance.now();
    res.setHeader('X-Request-Id', context.requestId);
    res.once('close', () => {
      logger.info('request', {
        requestId: context.requestId,
        method: req.method,
        route: routeOf(req),
        status: res.writableFinished ? res.statusCode : 499,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        userId: context.userId,
      });
    });
    return runInRequest(context, () => handle(req, res));
  };
}
