/** Issue 26: what time makes: offers expiring, bids to review, no bids, pickup tomorrow, a quiet tracker; each once. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { utcToday } from '@/lib/calendar-day';
import { bids, latestPositions, positions, transports } from '@/server/db/schema';
import { sendReminders } from '@/server/services/notifications/reminders';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, createTransporter, isoDay, validTransportInput } from './helpers/transports';
import { createVehicle, validBid } from './helpers/bids';

const db = useTestDatabase();

async function auctionWithBid(loadingDate = isoDay(3)) {
  const owner = await createAccount(db(), 'USER');
  const { id } = await owner.caller.transports.create(validTransportInput({ loadingDate, deliveryDate: isoDay(6) }));
  const carrier = await createTransporter(db());
  const truck = await createVehicle(db(), carrier.company.id, {
    type: 'BOX_TRUCK',
    plate: `RM-${id.slice(0, 4)}`,
    trackerId: `trk-${crypto.randomUUID()}`,
  });
  const bid = await carrier.caller.bids.place(validBid(id, truck.id, { amount: 300, pickupDate: loadingDate }));
  return { owner, id, carrier, truck, bid };
}

const kinds = async (caller: { notifications: { list: (input: object) => Promise<{ items: { kind: string }[] }> } }) =>
  (await caller.notifications.list({})).items.map((item) => item.kind);

describe(`reminders on ${testDatabaseKind}`, () => {
  it('tells both sides of an offer expiring within 24 hours, once however often it scans', async () => {
    const { owner, carrier, bid } = await auctionWithBid();
    await db()
      .update(bids)
      .set({ validUntil: new Date(Date.now() + 3 * 3_600_000) })
      .where(eq(bids.id, bid.id));
    await sendReminders(db());
    await sendReminders(db());
    expect((await owner.caller.notifications.list({})).items.find((item) => item.kind === 'offerExpiring')?.count).toBe(1);
    expect(await kinds(carrier.caller)).toContain('ownOfferExpiring');
  });

  it('asks the customer to review the bids the day before loading, and tells the hired transporter of tomorrow’s pickup', async () => {
    const tomorrow = isoDay(1);
    const open = await auctionWithBid(tomorrow);
    await sendReminders(db());
    expect(await kinds(open.owner.caller)).toContain('reviewBids');
    const awarded = await auctionWithBid(tomorrow);
    await awarded.owner.caller.transports.award({ transportId: awarded.id, bidId: awarded.bid.id });
    await sendReminders(db());
    expect(await kinds(awarded.carrier.caller)).toContain('pickupTomorrow');
  });

  it('tells the customer an auction ended without bids', async () => {
    const owner = await createAccount(db(), 'USER');
    const { id } = await owner.caller.transports.create(validTransportInput());
    const yesterday = new Date(Date.parse(`${utcToday()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await db().update(transports).set({ loadingDate: yesterday }).where(eq(transports.id, id));
    await sendReminders(db());
    expect(await kinds(owner.caller)).toContain('auctionEndedNoBids');
  });

  it('tells the customer when the tracker of a load in transit has been quiet for 30 minutes, once per silence', async () => {
    const { owner, id, carrier, truck, bid } = await auctionWithBid(utcToday());
    await owner.caller.transports.award({ transportId: id, bidId: bid.id });
    await carrier.caller.transports.startTransit({ id, vehicleId: truck.id });
    const quietSince = new Date(Date.now() - 40 * 60_000);
    const [position] = await db()
      .insert(positions)
      .values({ vehicleId: truck.id, recordedAt: quietSince, lat: 44, lon: 20 })
      .returning({ id: positions.id });
    await db()
      .insert(latestPositions)
      .values({ vehicleId: truck.id, positionId: position!.id, recordedAt: quietSince, lat: 44, lon: 20 })
      .onConflictDoUpdate({ target: latestPositions.vehicleId, set: { recordedAt: quietSince } });
    await sendReminders(db());
    await sendReminders(db());
    const quiet = (await owner.caller.notifications.list({})).items.filter((item) => item.kind === 'trackerQuiet');
    expect(quiet).toHaveLength(1);
    expect(quiet[0]?.count).toBe(1);
  });
});
