/** Issue 26: a saved search alerts at once, in a daily digest at 07:00, or not at all. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailQueue, users } from '@/server/db/schema';
import { sendSearchDigests } from '@/server/services/notifications/search-digest';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { createAccount, createTransporter, validTransportInput } from './helpers/transports';

const db = useTestDatabase();

async function carrierWith(alerts: 'instant' | 'daily' | 'off') {
  const carrier = await createTransporter(db());
  await db().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, carrier.user.id));
  await carrier.caller.notifications.setQuietHours({ enabled: false, from: 0, to: 0, timeZone: 'Europe/Berlin' });
  const search = await carrier.caller.savedSearches.create({ name: `Serbia ${alerts}`, filters: { loading: [{ country: 'RS' }] }, alerts });
  return { carrier, search };
}

const mailsTo = (email: string) => db().select().from(mailQueue).where(eq(mailQueue.recipient, email));
/** 07:10 and 09:00 in Berlin (UTC+1 in winter) on a given day. */
const berlin = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

describe(`saved-search alert modes on ${testDatabaseKind}`, () => {
  it('instant mails at once, daily only rings the bell until the digest, off says nothing', async () => {
    const instant = await carrierWith('instant');
    const daily = await carrierWith('daily');
    const off = await carrierWith('off');
    const customer = await createAccount(db(), 'USER');
    await customer.caller.transports.create(validTransportInput({ title: 'Tiles' }));
    await customer.caller.transports.create(validTransportInput({ title: 'Doors' }));
    expect(await mailsTo(instant.carrier.user.email)).toHaveLength(1);
    expect(await mailsTo(daily.carrier.user.email)).toHaveLength(0);
    expect((await daily.carrier.caller.notifications.list({})).items[0]).toMatchObject({ kind: 'loadMatched', count: 2 });
    expect((await off.carrier.caller.notifications.list({})).items).toHaveLength(0);
    expect((await daily.carrier.caller.savedSearches.list())[0]?.alerts).toBe('daily');

    const day = new Date().toISOString().slice(0, 10);
    expect(await sendSearchDigests(db(), berlin(day, '09:00'))).toBe(0); // not the digest's hour
    await sendSearchDigests(db(), berlin(day, '07:10'));
    await sendSearchDigests(db(), berlin(day, '07:15')); // once a day
    const digests = await mailsTo(daily.carrier.user.email);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('New loads for your saved searches');
    expect(digests[0]?.text).toContain('Serbia daily: 2 new loads');
    expect(digests[0]?.text).toContain(`?saved=${daily.search.id}`);
    expect(await mailsTo(instant.carrier.user.email)).toHaveLength(1); // the instant one is in no digest
  });

  it("switches a search's alerts; another company's search answers NOT_FOUND", async () => {
    const { carrier, search } = await carrierWith('instant');
    expect(await carrier.caller.savedSearches.setAlerts({ id: search.id, alerts: 'off' })).toEqual({ id: search.id, alerts: 'off' });
    const other = await createTransporter(db());
    await expectTrpcError(
      other.caller.savedSearches.setAlerts({ id: search.id, alerts: 'daily' }),
      'NOT_FOUND',
      'loads:savedSearchNotFound',
    );
  });
});
