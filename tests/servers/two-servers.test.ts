/**
 * Two built server processes on one PostgreSQL behind scripts/balance.mjs behave as one (issue 13):
 * sessions, log-out and revocation, rate limits, uploads, the live feed's fan-out and the scheduled
 * maintenance, each proven by a request to one process and the next to the other. Runs after the
 * build (scripts/test.mjs, when TEST_DATABASE_URL is set); skipped without a PostgreSQL.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { mailQueue } from '@/server/db/schema';
import { createTestDatabase } from '../api/helpers/database';
import { createTransporter } from '../api/helpers/transports';
import { createVehicle } from '../api/helpers/bids';
import { startSmtpServer } from '../api/helpers/smtp';
import { startCluster, type Cluster } from './cluster';
import { mutate, openLiveFeed, query } from './trpc-http';

interface Session {
  token: string;
  refreshToken: string;
}
type LoginAnswer = ({ success: true } & Session) | { success: false; error: { details: string } };

const password = 'secret-123';
let database: Database & { url?: string };
let cluster: Cluster;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let email = '';

async function logIn(base: string, secret = password): Promise<LoginAnswer> {
  const answer = await mutate<LoginAnswer>(base, 'auth.login', { email, password: secret });
  if (!answer.data) throw new Error(`log-in answered ${answer.status}: ${answer.error?.message}`);
  return answer.data;
}

async function session(base: string): Promise<Session> {
  const answer = await logIn(base);
  if (!answer.success) throw new Error(`log-in refused: ${answer.error.details}`);
  return answer;
}

const me = (base: string, token: string) => query<{ email: string }>(base, 'auth.me', token);

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpServer();
    cluster = await startCluster(database.url!, smtp.url);
    email = `two-servers-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const signUp = await mutate(cluster.balancer.base, 'auth.signUp', {
      name: 'Two Servers',
      email,
      password,
      accountType: 'USER',
      acceptTerms: true,
    });
    expect(signUp.error).toBeUndefined();
  }, 120_000);

  afterAll(async () => {
    await cluster?.stop();
    await smtp?.close();
    await database?.close();
  });

  it('accepts a session made on A on B, and refuses it on B at the very next call after log-out on A', async () => {
    const { token, refreshToken } = await session(cluster.a.base);
    // B has now seen the session live (and remembers it).
    expect((await me(cluster.b.base, token)).data?.email).toBe(email);
    expect((await mutate(cluster.a.base, 'auth.logout', { refreshToken }, token)).status).toBe(200);
    expect((await me(cluster.b.base, token)).error?.code).toBe('UNAUTHORIZED');
  });

  it('answers a name changed on A on B at the very next call (B remembers the user between calls)', async () => {
    const { token } = await session(cluster.a.base);
    const name = (base: string) => query<{ name: string }>(base, 'auth.me', token).then((answer) => answer.data?.name);
    expect(await name(cluster.b.base)).toBe('Two Servers');
    expect((await mutate(cluster.a.base, 'account.updateProfile', { name: 'Renamed On A' }, token)).status).toBe(200);
    expect(await name(cluster.b.base)).toBe('Renamed On A');
    expect((await mutate(cluster.b.base, 'account.updateProfile', { name: 'Two Servers' }, token)).status).toBe(200);
    expect(await name(cluster.a.base)).toBe('Two Servers');
  });

  it('spreads calls through the balancer over both servers, where one session is valid until it logs out', async () => {
    const meCalls = () => [cluster.a, cluster.b].map((server) => server.output().split('"route":"/api/trpc/auth.me"').length - 1);
    const { token, refreshToken } = await session(cluster.balancer.base);
    const before = meCalls();
    for (let i = 0; i < 4; i++) expect((await me(cluster.balancer.base, token)).data?.email).toBe(email);
    await expect.poll(() => meCalls().map((calls, i) => calls - (before[i] ?? 0))).toEqual([2, 2]);
    expect((await mutate(cluster.balancer.base, 'auth.logout', { refreshToken }, token)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await me(cluster.balancer.base, token)).error?.code).toBe('UNAUTHORIZED');
  });

  it('revokes the other sessions on both servers when the password changes on one', async () => {
    const changer = await session(cluster.a.base);
    const other = await session(cluster.b.base);
    for (const base of [cluster.a.base, cluster.b.base]) expect((await me(base, other.token)).data?.email).toBe(email);
    const changed = await mutate(
      cluster.a.base,
      'auth.changePassword',
      { currentPassword: password, password: 'secret-456' },
      changer.token,
    );
    expect(changed.error).toBeUndefined();
    expect((await me(cluster.b.base, other.token)).error?.code).toBe('UNAUTHORIZED');
    expect((await me(cluster.a.base, other.token)).error?.code).toBe('UNAUTHORIZED');
    // The session that changed it stays, on either server.
    expect((await me(cluster.b.base, changer.token)).data?.email).toBe(email);
    const back = await mutate(cluster.b.base, 'auth.changePassword', { currentPassword: 'secret-456', password }, changer.token);
    expect(back.error).toBeUndefined();
  });

  it('counts password failures split over A and B against one limit (10 per account and address)', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await logIn(i % 2 === 0 ? cluster.a.base : cluster.b.base, 'wrong-password');
      answers.push(answer.success ? 'success' : answer.error.details);
    }
    expect(answers).toEqual(Array(10).fill('invalid_credentials'));
    for (const base of [cluster.a.base, cluster.b.base]) {
      const refused = await logIn(base, 'wrong-password');
      expect(refused.success ? 'success' : refused.error.details).toBe('too_many_attempts');
    }
  });

  it('serves from B a picture uploaded through A (one shared uploads directory)', async () => {
    const account = await createTransporter(database.db);
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 60, b: 40 } } })
      .png()
      .toBuffer();
    const uploaded = await fetch(`${cluster.a.base}/api/uploads/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.session.token}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(picture),
    });
    expect(uploaded.status).toBe(201);
    const { key, size } = (await uploaded.json()) as { key: string; size: number };
    const served = await fetch(`${cluster.b.base}/api/files/${key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await served.arrayBuffer()).byteLength).toBe(size);
  });

  it("shows a position sent to A on B's live feed", async () => {
    const owner = await createTransporter(database.db);
    const trackerId = `trk-two-${crypto.randomBytes(3).toString('hex')}`;
    const van = await createVehicle(database.db, owner.company.id, { trackerId });
    const feed = await openLiveFeed(cluster.b.base, owner.session.token);
    // B's feed publishes what is stored after it started: send fresh points to A until one shows up.
    let sent = 0;
    await expect
      .poll(
        async () => {
          sent += 1;
          const lat = 44 + sent / 1000;
          const stored = await fetch(
            `${cluster.a.base}/api/osmand?id=${trackerId}&lat=${lat}&lon=19.5&timestamp=${Math.floor(Date.now() / 1000)}`,
          );
          expect(stored.status).toBe(200);
          return feed.text();
        },
        { timeout: 20_000, interval: 500 },
      )
      .toContain(van.id);
    await feed.close();
  });

  it('delivers each mail queued on A or B once (both workers poll the one queue)', async () => {
    const addresses = [0, 1, 2, 3].map((i) => `mail-once-${i}-${crypto.randomBytes(4).toString('hex')}@example.com`);
    for (const [i, address] of addresses.entries()) {
      const base = i % 2 === 0 ? cluster.a.base : cluster.b.base;
      const signUp = await mutate(base, 'auth.signUp', {
        name: 'Mail Once',
        email: address,
        password,
        accountType: 'USER',
        acceptTerms: true,
      });
      expect(signUp.error).toBeUndefined();
    }
    const sent = async () => {
      const rows = await Promise.all(
        addresses.map((address) => database.db.select().from(mailQueue).where(eq(mailQueue.recipient, address))),
      );
      return rows.map((queued) => queued.filter((row) => row.sentAt !== null).length);
    };
    await expect.poll(sent, { timeout: 20_000 }).toEqual([1, 1, 1, 1]);
    expect(addresses.map((address) => smtp.messages.filter((message) => message.to.includes(address)).length)).toEqual([1, 1, 1, 1]);
  });

  it('ran the start-up maintenance on one server only', async () => {
    const count = (line: string) => [cluster.a, cluster.b].map((server) => server.output().split(`"message":"${line}"`).length - 1);
    await expect.poll(() => [...count('maintenance ran'), ...count('maintenance skipped')].reduce((sum, n) => sum + n)).toBe(2);
    expect(count('maintenance ran').sort()).toEqual([0, 1]);
    expect(count('maintenance skipped').sort()).toEqual([0, 1]);
  });
});
