import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { config } from '@/server/config';
import { refreshTokens } from '@/server/db/schema';
import { hashToken, signAccessToken } from '@/server/services/auth/tokens';
import { reuseGraceMs, sessionLifetimeMs } from '@/server/services/auth/sessions';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { callerFor } from './helpers/caller';
import { callerWithToken, login, signUpAndLogin, trpcError } from './helpers/auth';
import { useLocalOutbox } from './helpers/outbox';

const db = useTestDatabase();

useLocalOutbox();

const anonymous = () => callerFor(db());
const refresh = (refreshToken: string) => anonymous().auth.refreshSession({ refreshToken });
const sessionMissing = { success: false, user: null, token: null, refreshToken: null, error: { details: 'auth_session_missing' } };

async function rowOf(refreshToken: string) {
  const [row] = await db()
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (!row) throw new Error('refresh token not stored');
  return row;
}

/** Whether authed procedures accept this access token. */
async function accepted(token: string): Promise<boolean> {
  const caller = await callerWithToken(db(), token);
  return caller.auth.me().then(
    () => true,
    (error: unknown) => {
      expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: 'auth:auth_session_missing' });
      return false;
    },
  );
}

/** Every row of the family `refreshToken` belongs to. */
async function familyOf(refreshToken: string) {
  return db()
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, (await rowOf(refreshToken)).familyId));
}
/** The rows that can still be refreshed: neither used nor revoked. */
const live = (rows: (typeof refreshTokens.$inferSelect)[]) => rows.filter((row) => !row.usedAt && !row.revokedAt);

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe(`access tokens on ${testDatabaseKind}`, () => {
  it('are HS256 JWTs with sub, role, sid and a 15-minute lifetime', async () => {
    const { user, token, refreshToken } = await signUpAndLogin(db(), { accountType: 'COMPANY' });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: user.id,
      role: 'COMPANY',
      sid: (await rowOf(refreshToken)).familyId,
      iss: 'tovar',
      aud: 'tovar-api',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
    expect(Math.abs((claims.iat ?? 0) - Date.now() / 1000)).toBeLessThan(10);
    await expect(jwtVerify(token, config.authSecret, { algorithms: ['HS256'] })).resolves.toBeTruthy();
    expect(await accepted(token)).toBe(true);
  });

  it('are refused when forged, unsigned, of another algorithm, tampered with or expired', async () => {
    const { user, token } = await signUpAndLogin(db());
    const claims = decodeJwt(token);
    const now = Math.floor(Date.now() / 1000);
    const sign = (payload: JWTPayload, alg: string, secret: Uint8Array) =>
      new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(secret);
    const [, body, signature] = token.split('.');

    // The control: the same claims, signed as the server signs, are accepted.
    expect(await accepted(await sign(claims, 'HS256', config.authSecret))).toBe(true);

    const refused = [
      await sign(claims, 'HS256', new TextEncoder().encode('another-secret-of-sufficient-length-000')),
      `${base64url({ alg: 'none', typ: 'JWT' })}.${body}.`,
      await sign(claims, 'HS512', config.authSecret),
      `${token.split('.')[0]}.${base64url({ ...claims, role: 'TRANSPORT_COMPANY' })}.${signature}`,
      await sign({ ...claims, iat: now - 1000, exp: now - 100 }, 'HS256', config.authSecret),
      await signAccessToken({ userId: user.id, role: user.accountType, sessionId: String(claims.sid) }, Date.now() - 901_000),
    ];
    for (const forged of refused) expect(await accepted(forged)).toBe(false);
  });
});

describe(`refresh tokens on ${testDatabaseKind}`, () => {
  it('rotate on every use: a new token, the old one marked used, the same family', async () => {
    const first = await signUpAndLogin(db());
    const answer = await refresh(first.refreshToken);
    expect(answer).toEqual({ success: true, user: first.user, token: expect.any(String), refreshToken: expect.any(String), error: null });
    if (!answer.success) return;
    expect(answer.refreshToken).not.toBe(first.refreshToken);

    const [old, next] = [await rowOf(first.refreshToken), await rowOf(answer.refreshToken)];
    expect(old.usedAt).toBeInstanceOf(Date);
    expect(old.revokedAt).toBeNull();
    expect(next).toMatchObject({ familyId: old.familyId, parentId: old.id, usedAt: null, revokedAt: null });
    expect(next.expiresAt.getTime() - next.createdAt.getTime()).toBeGreaterThan(29 * 24 * 3_600_000);
    expect(decodeJwt(answer.token).sid).toBe(old.familyId);
    expect(await accepted(answer.token)).toBe(true);
  });

  it('revoke the whole family when a used one comes back after the grace window', async () => {
    const { user, refreshToken: r0 } = await signUpAndLogin(db());
    const other = await login(db(), user.email);
    const r1 = await refresh(r0);
    const r2 = r1.success ? await refresh(r1.refreshToken) : r1;
    if (!r2.success) throw new Error('rotation failed');

    await db()
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(r0)));
    expect(await refresh(r0)).toEqual(sessionMissing);
    expect(await refresh(r2.refreshToken)).toEqual(sessionMissing);
    expect(await accepted(r2.token)).toBe(false);
    const family = await db()
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, (await rowOf(r0)).familyId));
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revokedAt !== null)).toBe(true);

    // Another session of the same user is not part of the family.
    expect((await refresh(other.refreshToken)).success).toBe(true);
  });

  it('answer a replay within the grace window with the child of the first use: one live line, nothing revoked', async () => {
    const { refreshToken: r0 } = await signUpAndLogin(db());
    const [a, b] = [await refresh(r0), await refresh(r0)];
    if (!a.success || !b.success) throw new Error('a refresh within the grace window failed');
    expect(b.refreshToken).toBe(a.refreshToken);
    expect(await accepted(a.token)).toBe(true);
    expect(await accepted(b.token)).toBe(true);

    const family = await familyOf(r0);
    expect(family).toHaveLength(2);
    expect(live(family)).toEqual([expect.objectContaining({ tokenHash: hashToken(a.refreshToken), parentId: (await rowOf(r0)).id })]);
    // The line goes on from the one child.
    expect((await refresh(a.refreshToken)).success).toBe(true);
    expect(live(await familyOf(r0))).toHaveLength(1);
  });

  it('revoke the family when a replay that got the child comes again after the grace window', async () => {
    const { refreshToken: r0 } = await signUpAndLogin(db());
    const [a, b] = [await refresh(r0), await refresh(r0)];
    if (!a.success || !b.success) throw new Error('a refresh within the grace window failed');
    await db()
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - reuseGraceMs - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(r0)));
    expect(await refresh(r0)).toEqual(sessionMissing);
    expect(await refresh(a.refreshToken)).toEqual(sessionMissing);
    expect(await accepted(a.token)).toBe(false);
    expect(live(await familyOf(r0))).toEqual([]);
  });

  it('give 5 refreshes of one token at the same time all the same child', async () => {
    const { refreshToken: r0 } = await signUpAndLogin(db());
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(r0)));
    expect(answers.map((answer) => answer.success)).toEqual([true, true, true, true, true]);
    const children = new Set(answers.map((answer) => answer.refreshToken));
    expect(children.size).toBe(1);
    const family = await familyOf(r0);
    expect(family).toHaveLength(2);
    expect(live(family).map((row) => row.tokenHash)).toEqual([...children].map((child) => hashToken(child ?? '')));
    for (const answer of answers) expect(await accepted(answer.token ?? '')).toBe(true);
  });

  it('fail when expired, unknown or revoked', async () => {
    const { refreshToken } = await signUpAndLogin(db());
    await db()
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    expect(await refresh(refreshToken)).toEqual(sessionMissing);
    expect(await refresh('not-a-refresh-token')).toEqual(sessionMissing);
    expect(await refresh(Buffer.alloc(32, 7).toString('base64url'))).toEqual(sessionMissing);
  });
});

describe(`session lifetime on ${testDatabaseKind}`, () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3_600_000);

  it("is counted from the log-in: every child carries the family's start", async () => {
    const { refreshToken: r0 } = await signUpAndLogin(db());
    const r1 = await refresh(r0);
    const r2 = r1.success ? await refresh(r1.refreshToken) : r1;
    if (!r2.success) throw new Error('rotation failed');
    const start = (await rowOf(r0)).sessionStartedAt;
    expect(Math.abs(start.getTime() - (await rowOf(r0)).createdAt.getTime())).toBeLessThan(1000);
    expect((await familyOf(r0)).map((row) => row.sessionStartedAt.getTime())).toEqual([start, start, start].map((date) => date.getTime()));
  });

  it('ends 90 days after the log-in: refresh is refused although the token itself has not expired', async () => {
    const { input, refreshToken, token } = await signUpAndLogin(db());
    await db()
      .update(refreshTokens)
      .set({ sessionStartedAt: daysAgo(90.01) })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    expect((await rowOf(refreshToken)).expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(await refresh(refreshToken)).toEqual(sessionMissing);
    // An access token already issued runs out within its 15 minutes; then the user logs in again.
    expect(await accepted(token)).toBe(true);
    expect((await login(db(), input.email)).success).toBe(true);
  });

  it('never lets a refresh reach past the end of the session', async () => {
    const { refreshToken } = await signUpAndLogin(db());
    const start = daysAgo(89);
    await db()
      .update(refreshTokens)
      .set({ sessionStartedAt: start })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    const answer = await refresh(refreshToken);
    if (!answer.success) throw new Error('a refresh within the lifetime failed');
    const child = await rowOf(answer.refreshToken);
    expect(child.sessionStartedAt).toEqual(start);
    expect(child.expiresAt.getTime()).toBe(start.getTime() + sessionLifetimeMs);
  });
});

describe(`auth.logout on ${testDatabaseKind}`, () => {
  it('with the refresh token ends that session only', async () => {
    const { user, token, refreshToken } = await signUpAndLogin(db());
    const other = await login(db(), user.email);
    expect(await anonymous().auth.logout({ refreshToken })).toEqual({ success: true });
    expect(await refresh(refreshToken)).toEqual(sessionMissing);
    expect(await accepted(token)).toBe(false);
    expect(await accepted(other.token)).toBe(true);
  });

  it('with only the access token ends its session too', async () => {
    const { token, refreshToken } = await signUpAndLogin(db());
    expect(await (await callerWithToken(db(), token)).auth.logout({})).toEqual({ success: true });
    expect(await refresh(refreshToken)).toEqual(sessionMissing);
    const error = await trpcError((await callerWithToken(db(), token)).auth.me());
    expect(error.code).toBe('UNAUTHORIZED');
  });
});
