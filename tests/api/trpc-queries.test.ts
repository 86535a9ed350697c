/**
 * Issues 9 and 25: GET calls of queries skip the Fetch Request, Response and web streams of tRPC's
 * Node adapter (src/server/http/trpc-queries.ts). Over real HTTP, the lean way and the adapter give the same
 * status, body and headers for answers, errors, batches and bad input; everything that is not a GET
 * of queries only (mutations, subscriptions, unknown paths) stays with the adapter.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { nodeHTTPRequestHandler } from '@trpc/server/adapters/node-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestHeaders, clientAddress } from '@/server/http/request-info';
import { trpcHandlerOptions, type CallInfo } from '@/server/http/trpc-options';
import { answerQueries, isQueryCall } from '@/server/http/trpc-queries';
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
    if (way === 'lean') await answerQueries(req, res, path, { ...options, createContext });
    else await nodeHTTPRequestHandler({ ...options, req, res, path, createContext });
  };
}

beforeAll(async () => {
  [lean, adapter] = await Promise.all([listen(handlerFor('lean')), listen(handlerFor('adapter'))]);
  token = (await signUpAndLogin(db())).token;
});
afterAll(async () => Promise.all([lean.close(), adapter.close()]));

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function answer(base: string, call: string, authorized: boolean, extra: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/trpc/${call}`, {
    headers: { ...extra, ...(authorized ? { authorization: `Bearer ${token}` } : {}) },
  });
  const headers = Object.fromEntries(
    ['content-type', 'cache-control', 'vary', 'retry-after'].map((name) => [name, response.headers.get(name)]),
  );
  // Outside production an error carries its stack, whose last frame names the way that called it.
  const body = (await response.text()).replace(/"stack":"(?:[^"\\]|\\.)*"/g, '"stack":"…"');
  return { status: response.status, headers, body };
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

  it('refuses a batch over the limit as the adapter does, and says that its answer is JSON', async () => {
    const call = `${Array(maxBatch + 1)
      .fill('auth.me')
      .join(',')}?batch=1`;
    const [viaLean, viaAdapter] = await Promise.all([answer(lean.base, call, true), answer(adapter.base, call, true)]);
    expect(viaLean.status).toBe(400);
    // tRPC's own way sends this one error as text/plain.
    expect(viaLean).toEqual({ ...viaAdapter, headers: { ...viaAdapter.headers, 'content-type': 'application/json' } });
  });

  it('answers a streamed batch (trpc-accept: application/jsonl) exactly as the adapter does', async () => {
    const call = `auth.me,transports.mine?batch=1&input=${input({ 1: { json: { pageSize: 5 } } })}`;
    const jsonl = { 'trpc-accept': 'application/jsonl' };
    const [viaLean, viaAdapter] = await Promise.all([answer(lean.base, call, true, jsonl), answer(adapter.base, call, true, jsonl)]);
    expect(viaLean).toEqual(viaAdapter);
    expect(viaLean.body).toContain('"items"');
  });

  it('takes only GET calls whose every procedure is a query', () => {
    expect(isQueryCall(appRouter, 'GET', 'auth.me')).toBe(true);
    expect(isQueryCall(appRouter, 'GET', 'auth.me,transports.mine')).toBe(true);
    expect(isQueryCall(appRouter, 'POST', 'auth.me')).toBe(false);
    expect(isQueryCall(appRouter, 'GET', 'auth.login')).toBe(false);
    expect(isQueryCall(appRouter, 'GET', 'auth.me,auth.logout')).toBe(false);
    expect(isQueryCall(appRouter, 'GET', 'live.feed')).toBe(false);
    expect(isQueryCall(appRouter, 'GET', 'no.such')).toBe(false);
    expect(isQueryCall(appRouter, 'GET', '%E0%A4%A')).toBe(false);
  });
});
