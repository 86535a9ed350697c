/**
 * The islands' live feed (use-live-feed through the client's renewing subscription link) against the
 * real tRPC endpoint over SSE: it renews its access token before the stream's end and resumes from
 * its last event id, each position once; a session that cannot be renewed ends it with the error.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import type { Database } from '@/server/db/client';
import { revokeFamily } from '@/server/services/auth/sessions';
import { accessTokenTtlSeconds, signAccessToken } from '@/server/services/auth/tokens';
import { createVehicle } from './helpers/bids';
import { createTestDatabase, testDatabaseKind } from './helpers/database';
import { eventSourceOn } from './helpers/fetch-event-source';
import { handleTrpcRequest } from './helpers/http';
import { insertTrack } from './helpers/positions';
import { createTransporter } from './helpers/transports';

useTestStorageEngine();
const auth = await import('@/stores/auth');
const { api } = await import('@/client/trpc');

let database: Database;
let requests: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const answer = (req: Request) => {
    requests.push(decodeURIComponent(new URL(req.url).pathname + new URL(req.url).search));
    return handleTrpcRequest(database.db, req);
  };
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) =>
    answer(new Request(new URL(String(input), 'http://localhost:4321'), init)),
  );
  vi.stubGlobal('EventSource', eventSourceOn(answer));
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await database.close();
});
beforeEach(() => {
  auth.logout();
  cleanTestStorage();
  requests = [];
});

/** A transporter signed in in the client with an access token that has `secondsLeft` to live, and a van's track. */
async function signedInTransporter(secondsLeft: number) {
  const owner = await createTransporter(database.db);
  const user = await owner.caller.auth.me();
  const token = await signAccessToken(owner.auth, Date.now() - (accessTokenTtlSeconds - secondsLeft) * 1000);
  auth.login({ user, token, refreshToken: owner.session.refreshToken });
  const van = await createVehicle(database.db, owner.company.id);
  const track = await insertTrack(database.db, van.id, 3, { endMsAgo: 600_000 });
  return { owner, van, track };
}

function subscribe(from: number) {
  const received: number[] = [];
  const errors: unknown[] = [];
  const subscription = api.live.feed.subscribe(
    { lastEventId: from },
    { onData: (event) => received.push(...event.data.map((position) => position.id)), onError: (error) => errors.push(error) },
  );
  return { received, errors, unsubscribe: () => subscription.unsubscribe() };
}

const feedRequests = () => requests.filter((path) => path.startsWith('/api/trpc/live.feed'));

describe(`the client's live feed on ${testDatabaseKind}`, () => {
  it('renews its token before the stream ends and resumes from its last event id, each position once', async () => {
    const { van, track } = await signedInTransporter(32);
    const feed = subscribe(track[0]!);
    try {
      await expect.poll(() => feed.received).toEqual(track.slice(1));
      const before = await insertTrack(database.db, van.id, 2);
      await expect.poll(() => requests.filter((path) => path.includes('auth.refreshSession')), { timeout: 8_000 }).toHaveLength(1);
      await expect.poll(() => feedRequests()).toHaveLength(2);
      const after = await insertTrack(database.db, van.id, 2);
      await expect.poll(() => feed.received, { timeout: 5_000 }).toEqual([...track.slice(1), ...before, ...after]);
      expect(feedRequests()[1]).toContain(`"lastEventId":"${Math.max(...track, ...before)}"`);
      expect(feed.errors).toEqual([]);
    } finally {
      feed.unsubscribe();
    }
  });

  it('ends with the error when its session is revoked and cannot be renewed', async () => {
    const { owner, track } = await signedInTransporter(accessTokenTtlSeconds);
    const feed = subscribe(track[0]!);
    try {
      await expect.poll(() => feed.received).toEqual(track.slice(1));
      await revokeFamily(database.db, owner.auth.sessionId);
      await expect.poll(() => feed.errors).toHaveLength(1);
      expect(requests.filter((path) => path.includes('auth.refreshSession'))).toHaveLength(1);
      expect(auth.$authToken.get()).toBe('');
    } finally {
      feed.unsubscribe();
    }
  });
});
