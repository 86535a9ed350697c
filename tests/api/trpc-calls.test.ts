/**
 * Issues 9 and 25: queries (GET) and mutations (POST of JSON) skip the Fetch Request, Response and
 * web streams of tRPC's Node adapter (src/server/http/trpc-calls.ts). Over real HTTP, the lean way
 * and the adapter give the same status, body and headers for answers, errors, batches, bad input
 * and an oversized body; subscriptions, streamed batches, other methods and bodies stay with the adapter.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { nodeHTTPRequestHandler } from '@trpc/server/adapters/node-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHeaders, clientAddress } from '@/server/http/request-info';
import { trpcHandlerOptions, type CallInfo } from '@/server/http/trpc-options';
import { answerCall, isLeanCall } from '@/server/http/trpc-calls';
import { bodyLimits } from '@/server/http/body-limit';
import { compress } from '@/server/http/compress';
import { maxBatch } from '@/lib/trpc-limits';
import { appRouter } from '@/server/root';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { signUpAndLogin } from './helpers/auth';
import { listen, type Listening } from './helpers/listen';

const db = useTestDatabase();
let lean: Listening;
let adapter: Listening;
let token = '';

function handlerFor(way: 'lean' | 'adapter') {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const { contextFor, ...options } = trpcHandlerOptions(db());
    const path = new URL(req.url ?? '/', 'http://localhost').pathname.slice('/api/trpc/'.length);
    const createContext = ({ info }: { info: CallInfo }) => contextFor(requestHeaders(req), clientAddress(req), info);
    const maxBodySize = bodyLimits.api;
    if (way === 'lean' && isLeanCall(options.router, req, path))
      await answerCall(req, res, path, { ...options, maxBodySize, createContext });
    else {
      // As the server sends the adapter's answers: through the compression middleware.
      await compress(req, res);
      await nodeHTTPRequestHandler({ ...options, req, res, path, maxBodySize, createContext });
    }
  };
}

beforeAll(async () => {
  [lean, adapter] = await Promise.all([listen(handlerFor('lean')), listen(handlerFor('adapter'))]);
  token = (await signUpAndLogin(db())).token;
});
afterAll(async () => Promise.all([lean.close(), adapter.close()]));

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function answer(base: string, call: string, authorized: boolean, extra: Record<string, string> = {}, body?: string) {
  const response = await fetch(`${base}/api/trpc/${call}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...extra,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(authorized ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });
  const headers = Object.fromEntries(
    ['content-type', 'cache-control', 'vary', 'retry-after'].map((name) => [name, response.headers.get(name)]),
  );
  // Outside production an error carries its stack, whose last frame names the way that called it.
  const text = (await response.text()).replace(/"stack":"(?:[^"\\]|\\.)*"/g, '"stack":"…"');
  return { status: response.status, headers, body: text };
}

describe(`GET calls of queries on ${testDatabaseKind}`, () => {
  const calls: [string, string, boolean][] = [
    ['the signed-in user', 'auth.me', true],
    ['no session', 'auth.me', false],
    ['a list page', `transports.mine?input=${input({ json: { pageSize: 5 } })}`, true],
    ['a batch of two', `auth.me,transports.mine?batch=1&input=${input({ 1: { json: { pageSize: 5 } } })}`, true],
    ['a batch with one refusal', `auth.me,transports.mine?batch=1&input=${input({ 1: { json: { pageSize: 5 } } })}`, false],
    ['input its schema refuses', `transports.mine?input=${input({ json: { pageSize: 'many' } })}`, true],
    ['input that is not JSON', 'transports.mine?input=%7Bnot-json', true],
    ['a batch input that is not an object', `auth.me,transports.mine?batch=1&input=${input([1, 2])}`, true],
    ['a batch of one', `auth.me?batch=1`, true],
  ];

  it.each(calls)('answers %s exactly as the adapter does', async (_name, call, authorized) => {
    const [viaLean, viaAdapter] = await Promise.all([answer(lean.base, call, authorized), answer(adapter.base, call, authorized)]);
    expect(viaLean).toEqual(viaAdapter);
    expect(viaLean.headers['cache-control']).toBe('no-store');
  });

  it('compresses an answer from 1 KB on as the client accepts, a smaller one not at all', async () => {
    const encodingOf = async (call: string, acceptEncoding: string) =>
      (
        await fetch(`${lean.base}/api/trpc/${call}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding } })
      ).headers.get('content-encoding');
    const batch = `${Array(maxBatch).fill('auth.me').join(',')}?batch=1`; // about 4 KB
    expect(await encodingOf(batch, 'gzip, deflate, br, zstd')).toBe('zstd');
    expect(await encodingOf(batch, 'br, gzip')).toBe('gzip');
    expect(await encodingOf(batch, 'br')).toBe('br');
    expect(await encodingOf(batch, 'identity')).toBeNull();
    expect(await encodingOf('auth.me', 'br, gzip')).toBeNull();
  });

  it('answers the same JSON in every encoding', async () => {
    const bodyOf = async (acceptEncoding: string) =>
      (
        await fetch(`${lean.base}/api/trpc/${Array(maxBatch).fill('auth.me').join(',')}?batch=1`, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding },
        })
      ).text();
    const plain = await bodyOf('identity');
    expect(plain.length).toBeGreaterThan(1024);
    for (const encoding of ['zstd', 'gzip', 'br']) expect(await bodyOf(encoding)).toBe(plain);
  });

  it('refuses a batch over the limit as the adapter does, and says that its answer is JSON', async () => {
    const call = `${Array(maxBatch + 1)
      .fill('auth.me')
      .join(',')}?batch=1`;
    const [viaLean, viaAdapter] = await Promise.all([answer(lean.base, call, true), answer(adapter.base, call, true)]);
    expect(viaLean.status).toBe(400);
    // tRPC's own way sends this one error as text/plain.
    expect(viaLean).toEqual({ ...viaAdapter, headers: { ...viaAdapter.headers, 'content-type': 'application/json' } });
  });
});

describe(`POST calls of mutations on ${testDatabaseKind}`, () => {
  const json = (value: unknown) => JSON.stringify({ json: value });
  const calls: [string, string, boolean, string][] = [
    ['an answer', 'auth.revokeOtherSessions', true, ''],
    ['anyone, no input', 'auth.logout', false, json({})],
    ['no session', 'auth.revokeOtherSessions', false, ''],
    ['a wrong password', 'auth.login', false, json({ email: 'nobody@example.com', password: 'wrong-password' })],
    ['input its schema refuses', 'transports.create', true, json({ title: 1 })],
    ['a body that is not JSON', 'auth.login', false, '{not-json'],
    ['a batch of two', 'auth.revokeOtherSessions,auth.revokeOtherSessions?batch=1', true, '{}'],
    ['a batch with one refusal', 'auth.logout,auth.revokeOtherSessions?batch=1', false, JSON.stringify({ 0: { json: {} } })],
    ['a NUL in the input', 'auth.login', false, json({ email: 'a\u0000@example.com', password: 'x' })],
  ];

  it.each(calls)('answers %s exactly as the adapter does', async (_name, call, authorized, body) => {
    const [viaLean, viaAdapter] = await Promise.all([
      answer(lean.base, call, authorized, {}, body),
      answer(adapter.base, call, authorized, {}, body),
    ]);
    expect(viaLean).toEqual(viaAdapter);
  });

  it('refuses a body over the limit as the adapter does', async () => {
    const body = json({ email: 'x'.repeat(bodyLimits.api), password: 'x' });
    const [viaLean, viaAdapter] = await Promise.all([
      answer(lean.base, 'auth.login', false, {}, body),
      answer(adapter.base, 'auth.login', false, {}, body),
    ]);
    expect(viaLean.status).toBe(413);
    expect(viaLean).toEqual(viaAdapter);
  });
});

it('takes GET calls of queries and POST calls of JSON to mutations, nothing else', () => {
  const request = (method: string, headers: Record<string, string> = {}) => ({ method, headers }) as unknown as IncomingMessage;
  const get = request('GET');
  const post = request('POST', { 'content-type': 'application/json' });
  expect(isLeanCall(appRouter, get, 'auth.me')).toBe(true);
  expect(isLeanCall(appRouter, get, 'auth.me,transports.mine')).toBe(true);
  expect(isLeanCall(appRouter, post, 'auth.login')).toBe(true);
  expect(isLeanCall(appRouter, post, 'auth.login,auth.logout')).toBe(true);
  expect(isLeanCall(appRouter, request('POST', { 'content-type': 'text/plain' }), 'auth.login')).toBe(false);
  expect(isLeanCall(appRouter, request('POST'), 'auth.login')).toBe(false);
  expect(isLeanCall(appRouter, post, 'auth.me')).toBe(false);
  expect(isLeanCall(appRouter, get, 'auth.login')).toBe(false);
  expect(isLeanCall(appRouter, get, 'auth.me,auth.logout')).toBe(false);
  expect(isLeanCall(appRouter, post, 'auth.login,auth.me')).toBe(false);
  expect(isLeanCall(appRouter, get, 'live.feed')).toBe(false);
  expect(isLeanCall(appRouter, request('GET', { 'trpc-accept': 'application/jsonl' }), 'auth.me')).toBe(false);
  expect(isLeanCall(appRouter, request('PUT', { 'content-type': 'application/json' }), 'auth.login')).toBe(false);
  expect(isLeanCall(appRouter, get, 'no.such')).toBe(false);
  expect(isLeanCall(appRouter, get, '%E0%A4%A')).toBe(false);
});
