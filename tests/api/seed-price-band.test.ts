/** The demo's price bands (issue 28): every open demo load shows a band on its own lane. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { transports, users } from '@/server/db/schema';
import { seedDemo } from '@/server/seed/demo';
import { startSession } from '@/server/services/auth/sessions';
import { verifyAccessToken } from '@/server/services/auth/tokens';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { callerFor } from './helpers/caller';

const db = useTestDatabase();

beforeAll(async () => {
  await seedDemo(db());
}, 60_000);

describe(`demo price bands on ${testDatabaseKind}`, () => {
  it('gives each open demo load a band at its lane, in the currency asked for', async () => {
    const [user] = await db().select().from(users).where(eq(users.email, 'info@drinatrans.example'));
    if (!user) throw new Error('the demo transporter was not seeded');
    const auth = await verifyAccessToken((await startSession(db(), user, { ip: '127.0.0.1', userAgent: 'vitest' })).token);
    if (!auth) throw new Error('no token');
    const caller = callerFor(db(), { auth });
    const open = await db().select({ id: transports.id }).from(transports).where(eq(transports.status, 'OPEN'));
    expect(open.length).toBeGreaterThan(10);
    for (const { id } of open) {
      const { band } = await caller.transports.priceBand({ currency: 'BAM', transportId: id });
      expect(band).toMatchObject({ level: 'LANE', currency: 'BAM' });
      expect(band?.low).toBeLessThanOrEqual(band?.high ?? 0);
    }
  });
});
