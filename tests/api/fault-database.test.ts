/**
 * The database goes away and comes back, on PostgreSQL only (on PGlite the database lives in the
 * process: it cannot go away; a closed handle answers the same 503, the last test). A TCP proxy
 * (helpers/tcp-proxy.ts) stands between a server and PostgreSQL and is cut (connections destroyed,
 * new ones refused) or stalled (nothing forwarded), then restored. While the database is away every
 * API call answers 503 with Retry-After and the translated key, never a 500, a stack or a hung
 * request, and the process does not crash; once it is back, calls succeed without a restart. The
 * LISTEN connection reconnects and forgets what it remembered; the live feed's poller recovers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@/server/config';
import { openDatabase, type Database } from '@/server/db/client';
import { refreshTokens } from '@/server/db/schema';
import type { AppRouter } from '@/server/root';
import { createApiHandler } from '@/server/http/api';
import { createRequestHandler } from '@/server/http/request-handler';
import { LivePoller, type LivePosition } from '@/server/services/live/live-poller';
import { SessionLiveness } from '@/server/services/auth/session-liveness';
import { createVehicle } from './helpers/bids';
import { testDatabaseKind, testDatabaseUrl, useTestDatabase } from './helpers/database';
import { mutationBody, trpcEndpoint } from './helpers/http';
import { listen, type Listening } from './helpers/listen';
import { insertTrack } from './helpers/positions';
import { startTcpProxy, type TcpProxy } from './helpers/tcp-proxy';
import { createAccount, createTransporter } from './helpers/transports';
import { photo } from './helpers/uploads';

const db = useTestDatabase();
const loginBody = mutationBody({ email: 'nobody@example.com', password: 'not the password 1' });

async function expectUnavailable(response: Response, key = 'errors:serviceUnavailable') {
  const text = await response.text();
  expect(response.status, text).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expect(text).toContain(key);
  expect(text).not.toMatch(/stack|at \w+ \(|Connection terminated|timeout/i);
}

describe.runIf(testDatabaseKind === 'postgres')('the database goes away and comes back (PostgreSQL only)', () => {
  let proxy: TcpProxy;
  let proxied: Database;
  let server: Listening;
  let uploadsDir: string;
  const savedUploadsDir = config.uploadsDir;

  beforeAll(async () => {
    proxy = await startTcpProxy(testDatabaseUrl(db())!);
    proxied = await openDatabase({ url: proxy.url, timeouts: { connectMs: 1_000, queryMs: 1_500 } });
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tovar-fault-uploads-'));
    config.uploadsDir = uploadsDir;
    const handler = createRequestHandler({
      api: createApiHandler(async () => proxied.db),
      staticFiles: () => false,
      pages: (_req, res) => void res.writeHead(404).end(),
      trustProxy: false,
    });
    server = await listen(handler);
  });
  afterAll(async () => {
    await server?.close();
    proxy?.restore();
    await proxied?.close();
    await proxy?.close();
    config.uploadsDir = savedUploadsDir;
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  const me = (token: string) => fetch(`${server.base}/api/trpc/auth.me`, { headers: { authorization: `Bearer ${token}` } });

  it('answers every kind of call 503 while it is cut, and succeeds again once it is back, without a restart', async () => {
    const { session } = await createAccount(db(), 'USER');
    // Warm connections in the pool: cutting them must not crash the process (the pool's error event).
    expect((await me(session.token)).status).toBe(200);
    proxy.cut();
    await expectUnavailable(await me(session.token));
    await expectUnavailable(await fetch(`${server.base}/api/trpc/auth.login`, loginBody));
    await expectUnavailable(await fetch(`${server.base}/api/health`), '"ok":false');
    // What an island's toast shows: the tRPC client reads the key as the error's message.
    const client = createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: `${server.base}/api/trpc`, transformer: superjson })] });
    await expect(client.auth.login.mutate({ email: 'nobody@example.com', password: 'not the password 1' })).rejects.toThrow(
      'errors:serviceUnavailable',
    );
    const image = await photo(32, 32, 'png');
    const upload = await fetch(`${server.base}/api/uploads/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(image),
    });
    await expectUnavailable(upload);
    expect(fs.readdirSync(uploadsDir).filter((name) => name !== '.incoming')).toEqual([]);
    proxy.restore();
    await expect.poll(async () => (await me(session.token)).status, { timeout: 10_000 }).toBe(200);
    expect((await fetch(`${server.base}/api/trpc/auth.login`, loginBody)).status).toBe(200);
  });

  it('rejects a transaction whose connection is cut while it runs, without ending the process, and transacts again once back', async () => {
    const cutWhileRunning = proxied.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      proxy.cut();
      await tx.execute(sql`select pg_sleep(0.2)`);
    });
    await expect(cutWhileRunning).rejects.toThrow();
    proxy.restore();
    await expect
      .poll(() => proxied.db.transaction((tx) => tx.execute(sql`select 1`)).then(() => 'committed', String), { timeout: 10_000 })
      .toBe('committed');
  });

  it('answers 503 within its time-outs when the database hangs, never a hung request', async () => {
    const { session } = await createAccount(db(), 'USER');
    proxy.stall();
    await expectUnavailable(await me(session.token));
    await expectUnavailable(await fetch(`${server.base}/api/trpc/auth.login`, loginBody));
    proxy.restore();
    await expect.poll(async () => (await me(session.token)).status, { timeout: 10_000 }).toBe(200);
  });

  it('reconnects the session listener with backoff and forgets what it remembered: a family revoked meanwhile is refused', async () => {
    const liveness = new SessionLiveness({ retryBaseMs: 50, retryMaxMs: 400, connectTimeoutMs: 1_000 });
    await liveness.listen(proxy.url);
    try {
      const { user, auth } = await createAccount(db(), 'USER');
      expect(await liveness.isLive(db(), auth.sessionId, user.id)).toBe(true);
      proxy.cut();
      await expect.poll(() => liveness.listening).toBe(false);
      // Another process logs the session out while this one hears nothing: its notification is lost.
      await db().update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, auth.sessionId));
      await new SessionLiveness().revoked(db(), { familyIds: [auth.sessionId] });
      proxy.restore();
      await expect.poll(() => liveness.listening, { timeout: 10_000 }).toBe(true);
      expect(await liveness.isLive(db(), auth.sessionId, user.id)).toBe(false);
    } finally {
      await liveness.close();
    }
  });

  it("recovers the live feed's poller when the database was away as it started", async () => {
    const owner = await createTransporter(db());
    const van = await createVehicle(db(), owner.company.id);
    const poller = new LivePoller(proxied.db);
    proxy.cut();
    await expect(poller.ready()).rejects.toThrow();
    proxy.restore();
    const received: number[] = [];
    const unsubscribe = poller.subscribe((positions: LivePosition[]) => received.push(...positions.map((position) => position.id)));
    try {
      await expect
        .poll(
          () =>
            poller.ready().then(
              () => true,
              () => false,
            ),
          { timeout: 10_000 },
        )
        .toBe(true);
      const [id] = await insertTrack(db(), van.id, 1);
      await expect.poll(() => received, { timeout: 10_000 }).toContain(id);
    } finally {
      unsubscribe();
    }
  });
});

describe(`a closed database on ${testDatabaseKind} (what "away" means for the embedded one)`, () => {
  it('answers 503 with the translated key, not 500', async () => {
    const closed = await openDatabase({});
    await closed.close();
    await expectUnavailable(await trpcEndpoint(closed.db)('auth.login', loginBody));
  }, 150_000);
});
