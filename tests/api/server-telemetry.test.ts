/**
 * Issue 13, server OTLP export: with the export pointed at a real OTLP/HTTP receiver (the one the e2e
 * tests use), the server layer sends the logger's records to /v1/logs and one span per request to
 * /v1/traces — route, status, duration, request id, user — under the configured service name and
 * headers, and a record written inside a request carries that request's trace. Stopping sends what
 * is still batched (the server's shutdown does it last).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHandler } from '@/server/http/api';
import { createRequestHandler } from '@/server/http/request-handler';
import { withRequestLog } from '@/server/http/request-log';
import { logger } from '@/server/platform/logger';
import { stopServerTelemetry } from '@/server/telemetry';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { password, signUp, useEmailConfirmationOff } from './helpers/auth';
import { mutationBody } from './helpers/http';
import { listen, type Listening } from './helpers/listen';
import { startOtlpReceiver, type OtlpReceiver } from './helpers/otlp';

const db = useTestDatabase();
useEmailConfirmationOff();

let server: Listening;
let receiver: OtlpReceiver;
const savedLog = process.env.TOVAR_LOG;

beforeAll(async () => {
  // The console stays quiet; the export does not depend on it.
  process.env.TOVAR_LOG = 'silent';
  receiver = await startOtlpReceiver({ 'x-collector-key': 'tenant-7' });
  server = await listen(
    withRequestLog(
      createRequestHandler({
        api: createApiHandler(async () => db()),
        staticFiles: () => false,
        pages: (_req, res) => void res.end('page'),
        trustProxy: false,
      }),
    ),
  );
});
afterAll(async () => {
  await server.close();
  await receiver.stop();
  process.env.TOVAR_LOG = savedLog;
});

describe(`server OTLP export on ${testDatabaseKind}`, () => {
  it('exports a span per request and the log records, linked by the request', async () => {
    const account = await signUp(db());
    const failed = await fetch(`${server.base}/api/trpc/auth.login`, mutationBody({ email: account.email, password: 'wrong-password' }));
    const login = await fetch(`${server.base}/api/trpc/auth.login`, mutationBody({ email: account.email, password }));
    const { token, user } = ((await login.json()) as { result: { data: { json: { token: string; user: { id: string } } } } }).result.data
      .json;
    const me = await fetch(`${server.base}/api/trpc/auth.me?input=${encodeURIComponent('{"json":null}')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const missing = await fetch(`${server.base}/api/nothing-here`);
    expect([me.status, missing.status]).toEqual([200, 404]);
    const meId = me.headers.get('x-request-id');

    await expect.poll(async () => (await receiver.spans()).some((s) => s.attributes['tovar.request_id'] === meId)).toBe(true);
    const spans = await receiver.spans();
    const meSpan = spans.find((s) => s.attributes['tovar.request_id'] === meId);
    expect(meSpan).toMatchObject({
      name: 'GET /api/trpc/auth.me',
      kind: 2,
      resource: { 'service.name': 'tovar-test' },
      attributes: { 'http.request.method': 'GET', 'url.path': '/api/trpc/auth.me', 'enduser.id': user.id },
    });
    expect(Number(meSpan?.attributes['http.response.status_code'])).toBe(200);
    expect(Number(meSpan?.attributes['tovar.duration_ms'])).toBeGreaterThanOrEqual(0);
    expect(meSpan?.durationMs).toBeGreaterThanOrEqual(0);
    const missingSpan = spans.find((s) => s.attributes['tovar.request_id'] === missing.headers.get('x-request-id'));
    expect(Number(missingSpan?.attributes['http.response.status_code'])).toBe(404);

    const exports = await receiver.exports();
    expect(exports[0]?.headers['x-collector-key']).toBe('tenant-7');
    const records = exports.flatMap((received) => received.records);
    const meRecord = records.find((r) => r.body === 'request' && r.attributes.requestId === meId);
    expect(meRecord).toMatchObject({
      severityText: 'INFO',
      resource: { 'service.name': 'tovar-test' },
      attributes: { route: '/api/trpc/auth.me', status: 200, userId: user.id },
    });
    // An auth event, written inside its request, carries that request's trace.
    const failedId = failed.headers.get('x-request-id');
    const failure = records.find((r) => r.attributes.requestId === failedId && r.body !== 'request');
    expect(failure).toBeDefined();
    expect(failure?.traceId).toBe(spans.find((s) => s.attributes['tovar.request_id'] === failedId)?.traceId);
    expect(JSON.stringify(records)).not.toContain(token);
  });

  it('sends what is still batched when it stops, as a stopping server does', async () => {
    logger.info('last words before the shutdown', { reason: 'SIGTERM' });
    await stopServerTelemetry();
    const records = await receiver.records();
    expect(records.find((r) => r.body === 'last words before the shutdown')?.attributes).toEqual({ reason: 'SIGTERM' });
  });
});
