/**
 * One JSON line per request, written when the answer is finished or the client has gone: request id
 * (also sent as `X-Request-Id`), method, route (the path, never the query, which may carry input),
 * status, duration in ms and the user id when the caller was authenticated. With OTLP export on
 * (telemetry/), each request is also a span carrying the same.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '../platform/logger';
import { activeTelemetry } from '../telemetry';
import { runInRequest, type RequestContext } from '../platform/request-context';

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
    const route = routeOf(req);
    const otlp = activeTelemetry();
    if (otlp) context.span = otlp.startRequestSpan(req.method ?? 'GET', route, context.requestId);
    res.setHeader('X-Request-Id', context.requestId);
    res.once('close', () => {
      const status = res.writableFinished ? res.statusCode : 499;
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      logger.info('request', { requestId: context.requestId, method: req.method, route, status, durationMs, userId: context.userId });
      if (otlp && context.span) otlp.endRequestSpan(context.span, { status, durationMs, userId: context.userId });
    });
    return runInRequest(context, () => handle(req, res));
  };
}
