/** The demo's load search (issue 10): open loads that page, and a saved search with new loads per transporter. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { seedDemo } from '@/server/seed/demo';
import { startSession } from '@/server/services/auth/sessions';
import { verifyAccessToken } from '@/server/services/auth/tokens';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { callerFor } from './helpers/caller';

const db = useTestDatabase();

beforeAll(async () => {
  await seedDemo(db());
}, 60_000);

async function transporter(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} was not seeded`);
  const session = await startSession(db(), user, { ip: '127.0.0.1', userAgent: 'vitest' });
  const auth = await verifyAccessToken(session.token);
  if (!auth) throw new Error('no token');
  return callerFor(db(), { auth });
}

describe(`demo load search on ${testDatabaseKind}`, () => {
  it('has more open future loads than a default page holds', async () => {
    const caller = await transporter('info@drinatrans.example');
    const first = await caller.loads.search({ pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.next).not.toBeNull();
  });

  it('gives every demo transporter a saved search with new loads', async () => {
    for (const email of [
      'dispatch@balkancargo.example',
      'info@drinatrans.example',
      'office@alpenlogistik.example',
      'kontakt@vardarexpress.example',
    ]) {
      const caller = await transporter(email);
      const [search] = await caller.savedSearches.list();
      expect(search?.newLoads, email).toBeGreaterThan(0);
    }
  });
});
