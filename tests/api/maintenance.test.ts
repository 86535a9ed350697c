import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { actionTokens, knownLoginAddresses, rateLimitEvents, refreshTokens } from '@/server/db/schema';
import { cleanUp } from '@/server/services/maintenance/maintenance';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { signUpAndLogin } from './helpers/auth';

const database = useTestDatabase();

describe(`maintenance on ${testDatabaseKind}`, () => {
  it('forgets what is old and keeps what is live', async () => {
    const db = database();
    const { user } = await signUpAndLogin(db);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000);
    await db.insert(rateLimitEvents).values([{ key: 'old', createdAt: twoDaysAgo }, { key: 'new' }]);
    await db.insert(refreshTokens).values([
      { userId: user.id, familyId: crypto.randomUUID(), tokenHash: 'expired', expiresAt: twoDaysAgo, sessionStartedAt: twoDaysAgo },
      {
        userId: user.id,
        familyId: crypto.randomUUID(),
        tokenHash: 'revoked',
        expiresAt: new Date(Date.now() + 3_600_000),
        revokedAt: twoDaysAgo,
        sessionStartedAt: twoDaysAgo,
      },
    ]);
    await db.insert(actionTokens).values({ userId: user.id, purpose: 'RESET_PASSWORD', tokenHash: 'spent', expiresAt: twoDaysAgo });
    await db
      .insert(knownLoginAddresses)
      .values({ userId: user.id, ip: '10.9.9.9', lastSeenAt: new Date(Date.now() - 91 * 24 * 3_600_000) });

    await cleanUp(db);

    const keys = (await db.select().from(rateLimitEvents)).map((row) => row.key);
    expect(keys).toContain('new');
    expect(keys).not.toContain('old');
    const tokens = await db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(tokens.map((row) => row.hash)).not.toContain('expired');
    expect(tokens.map((row) => row.hash)).not.toContain('revoked');
    expect(tokens).toHaveLength(1); // the live session of the log-in
    expect(await db.select().from(actionTokens).where(eq(actionTokens.tokenHash, 'spent'))).toEqual([]);
    // The address of the log-in stays known; one not seen for over 90 days is forgotten.
    const known = await db.select({ ip: knownLoginAddresses.ip }).from(knownLoginAddresses).where(eq(knownLoginAddresses.userId, user.id));
    expect(known).toHaveLength(1);
    expect(known[0]?.ip).not.toBe('10.9.9.9');
  });
});
