/**
 * The islands' API client and session refresh (spec section 4) against the real tRPC endpoint on a
 * real database: fetch is answered in-process by the same handler the server mounts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { Database } from '@/server/db/client';
import { appRouter } from '@/server/root';
import { createContext } from '@/server/trpc';
import { signAccessToken, verifyAccessToken } from '@/server/services/auth/tokens';
import { createTestDatabase, testDatabaseKind } from './helpers/database';
import { login, signUp, uniqueIp } from './helpers/auth';

useTestStorageEngine();
const auth = await import('@/stores/auth');
const { api } = await import('@/client/trpc');
const { refreshSession } = await import('@/client/session');

let database: Database;
let requests: string[] = [];
let offline = false;

beforeAll(async () => {
  database = await createTestDatabase();
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    if (offline) throw new TypeError('fetch failed');
    const req = new Request(new URL(String(input), 'http://localhost:4321'), init);
    requests.push(new URL(req.url).pathname);
    return fetchRequestHandler({
      endpoint: '/api/trpc',
      req,
      router: appRouter,
      createContext: () => createContext({ db: database.db, headers: req.headers, ip: '127.0.0.9' }),
    });
  });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await database.close();
});
beforeEach(() => {
  auth.logout();
  cleanTestStorage();
  requests = [];
  offline = false;
});

async function signedIn() {
  const { email } = await signUp(database.db);
  const grant = await login(database.db, email, undefined, uniqueIp());
  if (!grant.success) throw new Error('log-in failed');
  auth.login({ user: grant.user, token: grant.token, refreshToken: grant.refreshToken });
  return grant;
}

describe(`the client session on ${testDatabaseKind}`, () => {
  it('sends the Bearer token and reads the answer with superjson', async () => {
    const grant = await signedIn();
    const me = await api.auth.me.query();
    expect(me.email).toBe(grant.user.email);
    expect(me.createdAt).toBeInstanceOf(Date);
  });

  it('refreshes an expired access token once and retries the call', async () => {
    const grant = await signedIn();
    const claims = await verifyAccessToken(grant.token);
    if (!claims) throw new Error('token did not verify');
    auth.$authToken.set(await signAccessToken(claims, Date.now() - 20 * 60_000));

    const me = await api.auth.me.query();
    expect(me.id).toBe(grant.user.id);
    expect(requests.filter((path) => path.includes('auth.refreshSession'))).toHaveLength(1);
    expect(auth.$refreshToken.get()).not.toBe(grant.refreshToken);
    expect(await verifyAccessToken(auth.$authToken.get())).not.toBeNull();
  });

  it('refresh: OK logs in with the new tokens', async () => {
    const grant = await signedIn();
    expect(await refreshSession()).toBe('OK');
    expect(auth.$auth.get()).toMatchObject({ isAuthenticated: true, user: { id: grant.user.id } });
    expect(auth.$refreshToken.get()).not.toBe(grant.refreshToken);
    expect(auth.$authLoading.get()).toBe(false);
  });

  it('refresh: no refresh token means LOGOUT', async () => {
    expect(await refreshSession()).toBe('LOGOUT');
    expect(requests).toEqual([]);
  });

  it('refresh: a refused token means LOGOUT, clearing the session', async () => {
    await signedIn();
    auth.$refreshToken.set('not-a-real-refresh-token');
    expect(await refreshSession()).toBe('LOGOUT');
    expect(auth.$auth.get().isAuthenticated).toBe(false);
    expect(auth.$authToken.get()).toBe('');
  });

  it('refresh: a failed call means ERROR, stops loading and keeps the session', async () => {
    const grant = await signedIn();
    offline = true;
    expect(await refreshSession()).toBe('ERROR');
    expect(auth.$authLoading.get()).toBe(false);
    expect(auth.$auth.get().isAuthenticated).toBe(true);
    expect(auth.$refreshToken.get()).toBe(grant.refreshToken);
  });
});
