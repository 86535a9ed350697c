/**
 * Issue 26's look-back digest: an instant saved-search alert mails its first load at once; the
 * loads after it, while the alert is unread, go in one mail 15 minutes after the last; a read
 * alert starts over; quiet hours gather them until morning; two processes mail them once.
 */
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { mailQueue, notifications, users } from '@/server/db/schema';
import { lookbackMs, mailMatchLookbacks } from '@/server/services/notifications/match-lookback';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, createTransporter, validTransportInput } from './helpers/transports';

const db = useTestDatabase();

async function carrierWithInstantSearch(quiet = { enabled: false, from: 0, to: 0 }) {
  const carrier = await createTransporter(db());
  await db().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, carrier.user.id));
  await carrier.caller.notifications.setQuietHours({ ...quiet, timeZone: 'UTC' });
  const name = `Serbia ${crypto.randomUUID().slice(0, 6)}`;
  await carrier.caller.savedSearches.create({ name, filters: { loading: [{ country: 'RS' }] }, alerts: 'instant' });
  return { carrier, name };
}

const mailsTo = (email: string) => db().select().from(mailQueue).where(eq(mailQueue.recipient, email)).orderBy(asc(mailQueue.createdAt));
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function postLoads(...titles: string[]) {
  const customer = await createAccount(db(), 'USER');
  for (const title of titles) await customer.caller.transports.create(validTransportInput({ title }));
}

describe(`saved-search look-back mails on ${testDatabaseKind}`, () => {
  it('mails the first load at once and the next ones together 15 minutes after it, once', async () => {
    const { carrier, name } = await carrierWithInstantSearch();
    await postLoads('Tiles');
    expect(await mailsTo(carrier.user.email)).toHaveLength(1);
    await postLoads('Doors', 'Windows');
    expect(await mailsTo(carrier.user.email)).toHaveLength(1);

    expect(lookbackMs).toBe(15 * 60_000);
    await mailMatchLookbacks(db(), later(10));
    expect(await mailsTo(carrier.user.email)).toHaveLength(1);
    await mailMatchLookbacks(db(), later(16));
    await mailMatchLookbacks(db(), later(21));
    const mails = await mailsTo(carrier.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toContain(`2 new loads match your search “${name}”, the latest Windows`);

    // More while unread: the next mail 15 minutes after that one, with only the loads it did not tell.
    await postLoads('Glass');
    expect(await mailsTo(carrier.user.email)).toHaveLength(2);
    await mailMatchLookbacks(db(), later(30));
    expect(await mailsTo(carrier.user.email)).toHaveLength(2);
    await mailMatchLookbacks(db(), later(32));
    const third = await mailsTo(carrier.user.email);
    expect(third).toHaveLength(3);
    expect(third[2]?.subject).toContain(`A new load matches your search “${name}”: Glass`);
    await mailMatchLookbacks(db(), later(60));
    expect(await mailsTo(carrier.user.email)).toHaveLength(3);
  });

  it('starts over once the alert is read: the next load mails at once', async () => {
    const { carrier } = await carrierWithInstantSearch();
    await postLoads('Tiles', 'Doors');
    await carrier.caller.notifications.markAllRead();
    await postLoads('Windows');
    const mails = await mailsTo(carrier.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toContain('Windows');
    await mailMatchLookbacks(db(), later(20));
    expect(await mailsTo(carrier.user.email)).toHaveLength(2);
  });

  it('gathers them through quiet hours into one mail', async () => {
    const hour = new Date().getUTCHours();
    // Quiet from this hour for the next three (UTC): the look-back waits, then mails everything once.
    const { carrier, name } = await carrierWithInstantSearch({ enabled: true, from: hour * 60, to: ((hour + 3) % 24) * 60 });
    await postLoads('Tiles', 'Doors', 'Windows');
    await mailMatchLookbacks(db(), later(20));
    await mailMatchLookbacks(db(), later(80));
    const held = await mailsTo(carrier.user.email);
    expect(held).toHaveLength(1); // the first, held until the morning
    await mailMatchLookbacks(db(), later(200));
    const mails = await mailsTo(carrier.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toContain(`2 new loads match your search “${name}”`);
  });

  it('mails once when two processes scan at the same moment', async () => {
    const { carrier } = await carrierWithInstantSearch();
    await postLoads('Tiles', 'Doors', 'Windows');
    const sent = await Promise.all([mailMatchLookbacks(db(), later(16)), mailMatchLookbacks(db(), later(16))]);
    expect(sent.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await mailsTo(carrier.user.email)).toHaveLength(2);
    const [alert] = await db().select().from(notifications).where(eq(notifications.userId, carrier.user.id));
    expect(alert).toMatchObject({ count: 3, mailedCount: 3 });
  });

  it('leaves daily searches to the morning digest', async () => {
    const carrier = await createTransporter(db());
    await db().update(users).set({ emailConfirmedAt: new Date() }).where(eq(users.id, carrier.user.id));
    await carrier.caller.notifications.setQuietHours({ enabled: false, from: 0, to: 0, timeZone: 'UTC' });
    await carrier.caller.savedSearches.create({ name: 'Daily', filters: { loading: [{ country: 'RS' }] }, alerts: 'daily' });
    await postLoads('Tiles', 'Doors');
    await mailMatchLookbacks(db(), later(20));
    expect(await mailsTo(carrier.user.email)).toHaveLength(0);
  });
});
