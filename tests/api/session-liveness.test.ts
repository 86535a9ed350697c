/**
 * The authenticated call's session check, served from memory once a family is seen live, and
 * forgotten at once on every revocation: in this process, and on PostgreSQL in every other process
 * listening on the same database (two listeners stand for two server processes).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '@/server/db/schema';
import { SessionLiveness } from '@/server/services/auth/session-liveness';
import { revokeFamily, revokeUserSessions, startSession } from '@/server/services/auth/sessions';
import { testDatabaseKind, testDatabaseUrl, useTestDatabase } from './helpers/database';
import { createAccount } from './helpers/transports';

const db = useTestDatabase();

describe(`session liveness on ${testDatabaseKind}`, () => {
  it('answers from memory once a family is seen live (no query: a change behind its back is not seen)', async () => {
    const liveness = new SessionLiveness();
    const { user, auth } = await createAccount(db(), 'USER');
    expect(await liveness.isLive(db(), auth.sessionId, user.id)).toBe(true);
    await db().update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, auth.sessionId));
    expect(await liveness.isLive(db(), auth.sessionId, user.id)).toBe(true);
  });

  it('refuses a logged-out family on the very next check', async () => {
    const { user, auth } = await createAccount(db(), 'USER');
    const { sessionLiveness } = await import('@/server/services/auth/session-liveness');
    expect(await sessionLiveness.isLive(db(), auth.sessionId, user.id)).toBe(true);
    await revokeFamily(db(), auth.sessionId);
    expect(await sessionLiveness.isLive(db(), auth.sessionId, user.id)).toBe(false);
  });

  it('forgets every other family of a user on "sign out everywhere else", and keeps the one kept', async () => {
    const { sessionLiveness } = await import('@/server/services/auth/session-liveness');
    const { user, auth } = await createAccount(db(), 'USER');
    const other = await startSession(db(), user, { ip: '10.0.0.9', userAgent: 'vitest' });
    expect(await sessionLiveness.isLive(db(), auth.sessionId, user.id)).toBe(true);
    expect(await sessionLiveness.isLive(db(), other.familyId, user.id)).toBe(true);
    await revokeUserSessions(db(), user.id, auth.sessionId);
    expect(await sessionLiveness.isLive(db(), other.familyId, user.id)).toBe(false);
    expect(await sessionLiveness.isLive(db(), auth.sessionId, user.id)).toBe(true);
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'tells another process at once: a revoked family is refused there on the next call',
    async () => {
      const url = testDatabaseUrl(db());
      expect(url).toBeTruthy();
      const [here, there] = [new SessionLiveness(), new SessionLiveness()];
      await Promise.all([here.listen(url!), there.listen(url!)]);
      try {
        const { user, auth } = await createAccount(db(), 'USER');
        const second = await startSession(db(), user, { ip: '10.0.0.8', userAgent: 'vitest' });
        expect(await there.isLive(db(), auth.sessionId, user.id)).toBe(true);
        expect(await there.isLive(db(), second.familyId, user.id)).toBe(true);
        // "Log out" in this process: the UPDATE, then the revocation told to everyone.
        await db().update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, auth.sessionId));
        await here.revoked(db(), { familyIds: [auth.sessionId] });
        expect(await there.isLive(db(), auth.sessionId, user.id)).toBe(false);
        // A password change elsewhere: every family of the user but the one kept.
        await db().update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, second.familyId));
        await here.revoked(db(), { userId: user.id });
        expect(await there.isLive(db(), second.familyId, user.id)).toBe(false);
      } finally {
        await Promise.all([here.close(), there.close()]);
      }
    },
  );
});
