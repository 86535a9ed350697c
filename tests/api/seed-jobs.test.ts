/** The demo's jobs (issue 10): every demo transporter has a working day of jobs, with vehicles that follow them. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@/server/db/schema';
import { seedDemo } from '@/server/seed/demo';
import { startSession } from '@/server/services/auth/sessions';
import { verifyAccessToken } from '@/server/services/auth/tokens';
import { callerFor } from './helpers/caller';
import { testDatabaseKind, useTestDatabase } from './helpers/database';

const db = useTestDatabase();
const transporterEmails = [
  'dispatch@balkancargo.example',
  'info@drinatrans.example',
  'office@alpenlogistik.example',
  'kontakt@vardarexpress.example',
];

beforeAll(async () => {
  await seedDemo(db());
}, 60_000);

async function callerAs(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} was not seeded`);
  const session = await startSession(db(), user, { ip: '127.0.0.1', userAgent: 'vitest' });
  const auth = await verifyAccessToken(session.token);
  if (!auth) throw new Error('access token did not verify');
  return callerFor(db(), { auth });
}

describe(`demo jobs on ${testDatabaseKind}`, () => {
  for (const email of transporterEmails) {
    it(`${email} has jobs to start (one today, with a vehicle that can take it), in transit on a vehicle, and delivered`, async () => {
      const caller = await callerAs(email);
      const day = await caller.jobs.today();
      expect(day.jobs.toStart).toBeGreaterThanOrEqual(1);
      expect(day.jobs.inTransit).toBeGreaterThanOrEqual(1);
      expect(day.jobs.delivered).toBeGreaterThanOrEqual(1);
      expect(day.toStartToday.count).toBeGreaterThanOrEqual(1);
      expect(day.inTransit.items.every((job) => job.vehicleName !== null)).toBe(true);
      expect(day.fleet.ON_JOB).toBe(day.jobs.inTransit);

      const [today] = day.toStartToday.items;
      const detail = await caller.jobs.byId({ id: today?.id ?? '' });
      expect(detail.vehicle).not.toBeNull();
      const named = detail.vehicleChoices.find((choice) => choice.id === detail.vehicle?.id);
      expect(named).toMatchObject({ status: 'AVAILABLE', problems: [] });
    });
  }
});
