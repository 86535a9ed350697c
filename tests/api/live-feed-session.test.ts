/**
 * live.feed ends with its session (issue 22), over real SSE: within a second of log-out, of "sign out
 * everywhere else", of a password change (on PostgreSQL also when another process revokes it), and
 * when its access token expires; a reconnect from the last event id then loses nothing. A token in
 * the URL is read for the subscription only.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '@/server/db/schema';
import { createApiHandler } from '@/server/http/api';
import { livePollerOf } from '@/server/services/live/live-poller';
import { hashPassword } from '@/server/services/auth/passwords';
import { SessionLiveness, sessionLiveness } from '@/server/services/auth/session-liveness';
import { startSession } from '@/server/services/auth/sessions';
import { accessTokenTtlSeconds, signAccessToken, verifyAccessToken } from '@/server/services/auth/tokens';
import { password } from './helpers/auth';
import { createVehicle } from './helpers/bids';
import { testDatabaseKind, testDatabaseUrl, useTestDatabase } from './helpers/database';
import { mutationBody, trpcEndpoint } from './helpers/http';
import { listen } from './helpers/listen';
import { promptlyMs } from './helpers/promptly';
import { insertTrack } from './helpers/positions';
import { openSubscription, type SseStream } from './helpers/sse-stream';
import { createTransporter } from './helpers/transports';

const db = useTestDatabase();

async function setUp() {
  const owner = await createTransporter(db());
  const van = await createVehicle(db(), owner.company.id);
  const vanIds = await insertTrack(db(), van.id, 6, { endMsAgo: 600_000 });
  const other = await startSession(db(), owner.user, { ip: '10.0.0.7', userAgent: 'vitest' });
  return { owner, van, vanIds, other };
}

/** The feed from `after`, read until it has sent `upTo` (in-process, or from a listening `server`). */
async function feedUpTo(token: string, after: number, upTo: number, server?: string): Promise<SseStream> {
  const feed = await openSubscription(db(), 'live.feed', { lastEventId: after }, token, { server });
  await feed.until((event) => event.id === String(upTo));
  return feed;
}

function post(path: string, token: string, input: unknown): Promise<Response> {
  const body = mutationBody(input);
  return trpcEndpoint(db())(path, { ...body, headers: { ...body.headers, authorization: `Bearer ${token}` } });
}

/** The stream ends with UNAUTHORIZED (so that the client renews), and its handler lets the poller go. */
async function expectEndedUnauthorised(feed: SseStream, since: number, streamsLeft = 0) {
  const error = await feed.until((event) => event.event === 'serialized-error');
  expect(error.data).toContain('UNAUTHORIZED');
  expect(await feed.next()).toBeNull();
  expect(feed.endedAt! - since).toBeLessThan(promptlyMs);
  await expect.poll(() => livePollerOf(db()).subscriberCount).toBe(streamsLeft);
}

/** The position ids of the data events read until the stream ends or `last` is sent. */
async function idsUntil(feed: SseStream, last?: number): Promise<number[]> {
  const ids: number[] = [];
  for (let event = await feed.next(); event; event = await feed.next()) {
    if (event.event !== '') continue;
    const positions = (JSON.parse(event.data) as { json: { id: number }[] }).json;
    ids.push(...positions.map((position) => position.id));
    if (event.id === String(last)) break;
  }
  return ids;
}

describe(`live.feed ends with its session on ${testDatabaseKind}`, () => {
  it('ends within a second of log-out', async () => {
    const { owner, vanIds } = await setUp();
    const feed = await feedUpTo(owner.session.token, vanIds[0]!, vanIds[5]!);
    const revokedAt = Date.now();
    expect((await post('auth.logout', owner.session.token, {})).status).toBe(200);
    await expectEndedUnauthorised(feed, revokedAt);
  });

  it("ends within a second of log-out through the server's Node adapter, on a real HTTP connection", async () => {
    const api = createApiHandler(async () => db());
    const server = await listen(async (req, res) => {
      if (!(await api(req, res, new URL(req.url ?? '/', 'http://localhost').pathname))) res.writeHead(404).end();
    });
    try {
      const { owner, vanIds } = await setUp();
      const feed = await feedUpTo(owner.session.token, vanIds[0]!, vanIds[5]!, server.base);
      const revokedAt = Date.now();
      expect((await post('auth.logout', owner.session.token, {})).status).toBe(200);
      await expectEndedUnauthorised(feed, revokedAt);
    } finally {
      await server.close();
    }
  });

  it('ends the other sessions\' streams on "sign out everywhere else", and keeps the caller\'s', async () => {
    const { owner, van, vanIds, other } = await setUp();
    const kept = await feedUpTo(owner.session.token, vanIds[0]!, vanIds[5]!);
    const ended = await feedUpTo(other.token, vanIds[0]!, vanIds[5]!);
    const revokedAt = Date.now();
    expect((await post('auth.revokeOtherSessions', owner.session.token, undefined)).status).toBe(200);
    try {
      await expectEndedUnauthorised(ended, revokedAt, 1);
      const [later] = await insertTrack(db(), van.id, 1);
      await kept.until((event) => event.id === String(later));
    } finally {
      await kept.close();
    }
  });

  it("ends the other sessions' streams on a password change", async () => {
    const { owner, vanIds, other } = await setUp();
    await db()
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, owner.user.id));
    const feed = await feedUpTo(other.token, vanIds[0]!, vanIds[5]!);
    const revokedAt = Date.now();
    const change = await post('auth.changePassword', owner.session.token, { currentPassword: password, password: 'another-secret-456' });
    expect(change.status).toBe(200);
    await expectEndedUnauthorised(feed, revokedAt);
  });

  it('ends when its access token expires; a reconnect from the last event id with a renewed one loses nothing', async () => {
    const { owner, van, vanIds } = await setUp();
    // A token with about two seconds left, as if signed 14 m 58 s ago.
    const shortLived = await signAccessToken(owner.auth, Date.now() - accessTokenTtlSeconds * 1000 + 2_000);
    const expiresAtMs = (await verifyAccessToken(shortLived))!.expiresAtMs!;
    const feed = await openSubscription(db(), 'live.feed', { lastEventId: vanIds[0] }, shortLived);
    const before = await idsUntil(feed, vanIds[5]);
    const during = await insertTrack(db(), van.id, 2);
    const sent = [...before, ...(await idsUntil(feed))];
    expect(feed.endedAt! - expiresAtMs).toBeGreaterThanOrEqual(0);
    expect(feed.endedAt! - expiresAtMs).toBeLessThan(promptlyMs);
    await expect.poll(() => livePollerOf(db()).subscriberCount).toBe(0);

    const gap = await insertTrack(db(), van.id, 2);
    const renewed = await openSubscription(db(), 'live.feed', { lastEventId: Math.max(...sent) }, owner.session.token);
    const resumed = await idsUntil(renewed, gap[1]);
    await renewed.close();
    // Each position once (the poller may also send the track's first, stored before the feed began).
    const received = [...sent, ...resumed];
    expect(new Set(received).size).toBe(received.length);
    expect(received.filter((id) => id > vanIds[0]!)).toEqual([...vanIds.slice(1), ...during, ...gap]);
  });

  it.runIf(testDatabaseKind === 'postgres')('ends within a second when another process revokes the session', async () => {
    const url = testDatabaseUrl(db())!;
    const elsewhere = new SessionLiveness();
    await Promise.all([sessionLiveness.listen(url), elsewhere.listen(url)]);
    try {
      const { owner, vanIds } = await setUp();
      const feed = await feedUpTo(owner.session.token, vanIds[0]!, vanIds[5]!);
      const revokedAt = Date.now();
      // "Log out" in the other process: the UPDATE, then the revocation it tells everyone.
      await db().update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, owner.auth.sessionId));
      await elsewhere.revoked(db(), { familyIds: [owner.auth.sessionId] });
      await expectEndedUnauthorised(feed, revokedAt);
    } finally {
      await Promise.all([sessionLiveness.close(), elsewhere.close()]);
    }
  });
});

describe(`a token in the URL on ${testDatabaseKind}`, () => {
  it('is read for the subscription only: a query or mutation with it there is anonymous', async () => {
    const { owner, vanIds } = await setUp();
    const params = `connectionParams=${encodeURIComponent(JSON.stringify({ token: owner.session.token }))}`;
    expect((await trpcEndpoint(db())(`auth.me?${params}`)).status).toBe(401);
    expect((await trpcEndpoint(db())(`account.updateProfile?${params}`, mutationBody({ name: 'Renamed Carrier' }))).status).toBe(401);
    const headers = { authorization: `Bearer ${owner.session.token}` };
    expect((await trpcEndpoint(db())('auth.me', { headers })).status).toBe(200);
    const feed = await feedUpTo(owner.session.token, vanIds[0]!, vanIds[5]!);
    await feed.close();
  });
});
