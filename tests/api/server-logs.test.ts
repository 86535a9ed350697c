/**
 * Issue 13, server logs: one JSON line per request (request id as sent in X-Request-Id, route without
 * the query, status, duration, user id), and authentication events as their own records carrying the
 * request's id, over real HTTP through the server layer as `npm start` wires it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiHandler } from '@/server/http/api';
import { createRequestHandler } from '@/server/http/request-handler';
import { withRequestLog } from '@/server/http/request-log';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { useLogLines, type LogLine } from './helpers/log-lines';
import { password, signUp, useEmailConfirmationOff } from './helpers/auth';
import { mutationBody } from './helpers/http';
import { listen, type Listening } from './helpers/listen';

const db = useTestDatabase();
useEmailConfirmationOff();

const lines = useLogLines();
let server: Listening;
let base: string;

beforeAll(async () => {
  const handler = withRequestLog(
    createRequestHandler({
      api: createApiHandler(async () => db()),
      staticFiles: () => false,
      pages: (_req, res) => void res.end('page'),
      trustProxy: false,
    }),
  );
  server = await listen(handler);
  base = server.base;
});
afterAll(() => server.close());

/** The request's line is written when the answer closes, a moment after the client has read it. */
async function lineOf(requestId: string | null): Promise<LogLine> {
  await vi.waitFor(() => expect(lines.some((l) => l.message === 'request' && l.requestId === requestId)).toBe(true));
  return lines.find((l) => l.message === 'request' && l.requestId === requestId) ?? {};
}

async function logIn(email: string, secret: string) {
  const response = await fetch(`${base}/api/trpc/auth.login`, mutationBody({ email, password: secret }));
  const body = (await response.json()) as { result: { data: { json: { token?: string; user?: { id: string } } } } };
  return { requestId: response.headers.get('x-request-id'), ...body.result.data.json };
}

describe(`server logs on ${testDatabaseKind}`, () => {
  it('writes one line per request: id, method, route without the query, status, duration, user', async () => {
    const account = await signUp(db());
    const { token, user } = await logIn(account.email, password);
    const response = await fetch(`${base}/api/trpc/auth.me?input=${encodeURIComponent('{"json":null}')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = await lineOf(requestId);
    expect(line).toMatchObject({ level: 'info', method: 'GET', route: '/api/trpc/auth.me', status: 200, userId: user?.id });
    expect(typeof line.durationMs).toBe('number');
    expect(JSON.stringify(lines)).not.toContain(token);
  });

  it('logs a page request without a user, and a 404 with its status', async () => {
    const page = await fetch(`${base}/home?ref=secret-query`);
    const pageLine = await lineOf(page.headers.get('x-request-id'));
    expect(pageLine).toMatchObject({ method: 'GET', route: '/home', status: 200 });
    expect(pageLine).not.toHaveProperty('userId');
    const missing = await fetch(`${base}/api/nothing-here`);
    expect(await lineOf(missing.headers.get('x-request-id'))).toMatchObject({ route: '/api/nothing-here', status: 404 });
    expect(JSON.stringify(lines)).not.toContain('secret-query');
  });

  it('records log-in failures and successes as auth events of their request, without the password', async () => {
    const account = await signUp(db());
    const failed = await logIn(account.email, 'wrong-password-1');
    const good = await logIn(account.email, password);
    await lineOf(good.requestId);
    const events = lines.filter((l) => typeof l.event === 'string' && String(l.event).startsWith('auth.login'));
    expect(events).toEqual([
      expect.objectContaining({ event: 'auth.login.failed', reason: 'invalid_credentials', requestId: failed.requestId, level: 'info' }),
      expect.objectContaining({ event: 'auth.login.succeeded', userId: good.user?.id, requestId: good.requestId }),
    ]);
    const output = JSON.stringify(lines);
    expect(output).not.toContain('wrong-password-1');
    expect(output).not.toContain(password);
  });

  it('warns of a refresh token used twice', async () => {
    const account = await signUp(db());
    const session = (await fetch(`${base}/api/trpc/auth.login`, mutationBody({ email: account.email, password })).then((r) =>
      r.json(),
    )) as {
      result: { data: { json: { refreshToken: string } } };
    };
    const { refreshToken } = session.result.data.json;
    await fetch(`${base}/api/trpc/auth.refreshSession`, mutationBody({ refreshToken }));
    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date'] });
    try {
      await fetch(`${base}/api/trpc/auth.refreshSession`, mutationBody({ refreshToken }));
    } finally {
      vi.useRealTimers();
    }
    expect(lines).toContainEqual(expect.objectContaining({ event: 'auth.refresh.reuse_detected', level: 'warn' }));
    expect(JSON.stringify(lines)).not.toContain(refreshToken);
  });
});
