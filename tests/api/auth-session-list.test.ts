/** The Security tab's procedures: auth.sessions, auth.revokeSession, auth.revokeOtherSessions. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '@/server/db/schema';
import { createCaller } from '@/server/root';
import { createContext } from '@/server/trpc';
import { hashToken } from '@/server/services/auth/tokens';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { callerFor } from './helpers/caller';
import { callerWithToken, password, signUp, signUpAndLogin, trpcError, uniqueIp } from './helpers/auth';
import { useLocalOutbox } from './helpers/outbox';

const db = useTestDatabase();

useLocalOutbox();

const chromeOnLinux = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const firefoxOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:143.0) Gecko/20100101 Firefox/143.0';

/** A log-in as a browser sends it: its own address and user agent, through the real createContext. */
async function loginFrom(email: string, ip: string, userAgent: string) {
  const caller = createCaller(await createContext({ db: db(), headers: new Headers({ 'user-agent': userAgent }), ip }));
  const answer = await caller.auth.login({ email, password });
  if (!answer.success) throw new Error(`log-in failed: ${answer.error.details}`);
  return { ...answer, caller: await callerWithToken(db(), answer.token, ip) };
}

async function familyOf(refreshToken: string) {
  const [row] = await db()
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
  if (!row) throw new Error('refresh token not stored');
  return row.familyId;
}

/** Whether the session's access token is still accepted by authed procedures. */
async function alive(token: string): Promise<boolean> {
  return (await callerWithToken(db(), token)).auth.me().then(
    () => true,
    () => false,
  );
}

async function expectError(call: Promise<unknown>, code: string, message: string) {
  const error = await trpcError(call);
  expect({ code: error.code, message: error.message }).toEqual({ code, message });
}

describe(`auth.sessions on ${testDatabaseKind}`, () => {
  it("lists the caller's own live sessions with device, address and last use, the current one marked", async () => {
    const { email } = await signUp(db());
    const [homeIp, workIp] = [uniqueIp(), uniqueIp()];
    const home = await loginFrom(email, homeIp, chromeOnLinux);
    const work = await loginFrom(email, workIp, firefoxOnWindows);
    const ended = await loginFrom(email, uniqueIp(), chromeOnLinux);
    await ended.caller.auth.logout({ refreshToken: ended.refreshToken });
    await signUpAndLogin(db()); // someone else's session

    // The work session refreshes later from another address: it is listed once, as last seen.
    const laterIp = uniqueIp();
    const refreshed = await createCaller(
      await createContext({ db: db(), headers: new Headers({ 'user-agent': firefoxOnWindows }), ip: laterIp }),
    ).auth.refreshSession({ refreshToken: work.refreshToken });
    expect(refreshed.success).toBe(true);

    const sessions = await home.caller.auth.sessions();
    expect(sessions).toHaveLength(2);
    const byFamily = new Map(sessions.map((session) => [session.familyId, session]));
    expect(byFamily.get(await familyOf(home.refreshToken))).toMatchObject({ userAgent: chromeOnLinux, ip: homeIp, current: true });
    const workSession = byFamily.get(await familyOf(work.refreshToken));
    expect(workSession).toMatchObject({ userAgent: firefoxOnWindows, ip: laterIp, current: false });
    expect(workSession?.lastUsedAt.getTime()).toBeGreaterThanOrEqual(workSession?.startedAt.getTime() ?? Infinity);
    expect(Math.abs((workSession?.lastUsedAt.getTime() ?? 0) - Date.now())).toBeLessThan(10_000);

    // The other device sees the same two, with itself marked.
    const fromWork = await callerWithToken(db(), refreshed.token ?? '', laterIp);
    expect((await fromWork.auth.sessions()).filter((session) => session.current).map((session) => session.familyId)).toEqual([
      workSession?.familyId,
    ]);
  });

  it('leaves out a session past its 90 days', async () => {
    const { email } = await signUp(db());
    const current = await loginFrom(email, uniqueIp(), chromeOnLinux);
    const old = await loginFrom(email, uniqueIp(), firefoxOnWindows);
    await db()
      .update(refreshTokens)
      .set({ sessionStartedAt: new Date(Date.now() - 91 * 24 * 3_600_000) })
      .where(eq(refreshTokens.familyId, await familyOf(old.refreshToken)));
    expect((await current.caller.auth.sessions()).map((session) => session.familyId)).toEqual([await familyOf(current.refreshToken)]);
  });

  it('needs a signed-in caller', async () => {
    await expectError(callerFor(db()).auth.sessions(), 'UNAUTHORIZED', 'auth:auth_session_missing');
  });
});

describe(`auth.revokeSession on ${testDatabaseKind}`, () => {
  it("ends one of the caller's sessions at its very next call, and nothing else", async () => {
    const { email } = await signUp(db());
    const mine = await loginFrom(email, uniqueIp(), chromeOnLinux);
    const lost = await loginFrom(email, uniqueIp(), firefoxOnWindows);
    expect(await alive(lost.token)).toBe(true);

    expect(await mine.caller.auth.revokeSession({ familyId: await familyOf(lost.refreshToken) })).toEqual({ success: true });
    expect(await alive(lost.token)).toBe(false);
    expect((await callerFor(db()).auth.refreshSession({ refreshToken: lost.refreshToken })).success).toBe(false);
    expect(await alive(mine.token)).toBe(true);
    expect(await mine.caller.auth.sessions()).toHaveLength(1);
  });

  it("answers NOT_FOUND for another user's session, an unknown one and one already ended", async () => {
    const me = await signUpAndLogin(db());
    const stranger = await signUpAndLogin(db());
    const caller = await callerWithToken(db(), me.token);
    const strangers = await familyOf(stranger.refreshToken);

    await expectError(caller.auth.revokeSession({ familyId: strangers }), 'NOT_FOUND', 'account:sessions.notFound');
    expect(await alive(stranger.token)).toBe(true);
    await expectError(caller.auth.revokeSession({ familyId: crypto.randomUUID() }), 'NOT_FOUND', 'account:sessions.notFound');
    const ended = await loginFrom(me.input.email, uniqueIp(), chromeOnLinux);
    await ended.caller.auth.logout({});
    await expectError(
      caller.auth.revokeSession({ familyId: await familyOf(ended.refreshToken) }),
      'NOT_FOUND',
      'account:sessions.notFound',
    );
    expect((await trpcError(caller.auth.revokeSession({ familyId: 'not-a-uuid' }))).code).toBe('BAD_REQUEST');
  });
});

describe(`auth.revokeOtherSessions on ${testDatabaseKind}`, () => {
  it("ends every other session of the caller, keeps the current one and other users' sessions", async () => {
    const { email } = await signUp(db());
    const current = await loginFrom(email, uniqueIp(), chromeOnLinux);
    const others = [await loginFrom(email, uniqueIp(), firefoxOnWindows), await loginFrom(email, uniqueIp(), chromeOnLinux)];
    const stranger = await signUpAndLogin(db());

    expect(await current.caller.auth.revokeOtherSessions()).toEqual({ success: true });
    for (const other of others) {
      expect(await alive(other.token)).toBe(false);
      expect((await callerFor(db()).auth.refreshSession({ refreshToken: other.refreshToken })).success).toBe(false);
    }
    expect(await alive(current.token)).toBe(true);
    expect((await current.caller.auth.sessions()).map((session) => session.current)).toEqual([true]);
    expect(await alive(stranger.token)).toBe(true);
    // The current session goes on refreshing.
    expect((await callerFor(db()).auth.refreshSession({ refreshToken: current.refreshToken })).success).toBe(true);
  });
});
