/** The demo (issue 11): Ana's load in transit is live on first visit, its vehicle driving her route toward the delivery. */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { transports, users } from '@/server/db/schema';
import { seedDemo } from '@/server/seed/demo';
import { haversineKm } from '@/lib/eta';
import { startSession } from '@/server/services/auth/sessions';
import { verifyAccessToken } from '@/server/services/auth/tokens';
import { callerFor } from './helpers/caller';
import { testDatabaseKind, useTestDatabase } from './helpers/database';

const db = useTestDatabase();

beforeAll(async () => {
  await seedDemo(db());
}, 60_000);

describe(`demo follow on ${testDatabaseKind}`, () => {
  it("shows Ana's transport in transit live, with a distance left and an ETA, between its loading and delivery places", async () => {
    const [ana] = await db().select().from(users).where(eq(users.email, 'ana@tovar.example'));
    if (!ana) throw new Error('Ana was not seeded');
    const auth = await verifyAccessToken((await startSession(db(), ana, { ip: '127.0.0.1', userAgent: 'vitest' })).token);
    const [transport] = await db()
      .select()
      .from(transports)
      .where(and(eq(transports.ownerId, ana.id), eq(transports.status, 'IN_TRANSIT')));
    if (!transport) throw new Error('Ana has no transport in transit');
    const view = await callerFor(db(), { auth }).tracking.forTransport({ transportId: transport.id });
    expect(view.state).toBe('live');
    expect(view.eta).toBeInstanceOf(Date);
    const route = haversineKm(
      { lat: transport.loadingLat!, lon: transport.loadingLon! },
      { lat: transport.deliveryLat!, lon: transport.deliveryLon! },
    );
    expect(haversineKm(view.position!, { lat: transport.deliveryLat!, lon: transport.deliveryLon! })).toBeLessThanOrEqual(route + 5);
  });
});
