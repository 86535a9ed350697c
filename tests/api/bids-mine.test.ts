/** bids.mine: the caller's bids page by page, each with its standing (issue 10, transporter home). */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bids } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, createTransporter, validTransportInput } from './helpers/transports';
import { createVehicle, validBid } from './helpers/bids';

const db = useTestDatabase();
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

describe(`bids.mine on ${testDatabaseKind}`, () => {
  it('gives every bid its standing: lowest, outbid, expiring, expired, accepted, declined, withdrawn', async () => {
    const me = await createTransporter(db());
    const myTruck = await createVehicle(db(), me.company.id);
    const rival = await createTransporter(db());
    const rivalTruck = await createVehicle(db(), rival.company.id);
    const owner = await createAccount(db(), 'USER');
    const load = async (title: string, myAmount: number, rivalAmount?: number) => {
      const { id } = await owner.caller.transports.create(validTransportInput({ title }));
      const mine = await me.caller.bids.place(validBid(id, myTruck.id, { amount: myAmount, validUntil: hoursFromNow(48) }));
      const theirs = rivalAmount ? await rival.caller.bids.place(validBid(id, rivalTruck.id, { amount: rivalAmount })) : null;
      return { id, mine, theirs };
    };
    await load('Lowest load', 100, 120);
    await load('Outbid load', 100, 90);
    // A cheaper rival offer in another currency does not outbid (amounts compare per currency).
    const alone = await load('Alone load', 100);
    await rival.caller.bids.place(validBid(alone.id, rivalTruck.id, { amount: 5, currency: 'CHF' }));
    const expiring = await load('Expiring load', 100);
    await db()
      .update(bids)
      .set({ validUntil: hoursFromNow(3) })
      .where(eq(bids.id, expiring.mine.id));
    const expired = await load('Expired load', 100);
    await db()
      .update(bids)
      .set({ validUntil: hoursFromNow(-3) })
      .where(eq(bids.id, expired.mine.id));
    const accepted = await load('Accepted load', 100, 120);
    await owner.caller.transports.award({ transportId: accepted.id, bidId: accepted.mine.id });
    const declined = await load('Declined load', 100, 120);
    await owner.caller.transports.award({ transportId: declined.id, bidId: declined.theirs!.id });
    const withdrawn = await load('Withdrawn load', 100);
    await me.caller.bids.withdraw({ transportId: withdrawn.id });

    const page = await me.caller.bids.mine({ pageSize: 20 });
    const standings = Object.fromEntries(page.items.map((item) => [item.transport.title, item.standing]));
    expect(standings).toEqual({
      'Lowest load': 'lowest',
      'Outbid load': 'outbid',
      'Alone load': 'lowest',
      'Expiring load': 'expiring',
      'Expired load': 'expired',
      'Accepted load': 'accepted',
      'Declined load': 'declined',
      'Withdrawn load': 'withdrawn',
    });
    expect(page.items[0]).toMatchObject({
      transport: { title: 'Withdrawn load', status: 'OPEN', loadingAddress: 'Knez Mihailova 1, Beograd' },
      amount: 100,
      currency: 'EUR',
    });
    // The load search's lists mark the own bid the same way: amount and standing (issue 30).
    const myBids = await me.caller.loads.search({ scope: 'myBids', pageSize: 20 });
    expect(Object.fromEntries(myBids.items.map((item) => [item.title, item.myBid?.standing]))).toEqual(standings);
    expect(myBids.items.find((item) => item.title === 'Outbid load')?.myBid).toEqual({
      amount: 100,
      currency: 'EUR',
      status: 'PENDING',
      validUntil: expect.any(Date),
      standing: 'outbid',
    });
    const open = await me.caller.loads.search({ scope: 'open', pageSize: 20 });
    const marked = Object.fromEntries(open.items.map((item) => [item.title, item.myBid?.standing ?? null]));
    expect(marked).toMatchObject({ 'Lowest load': 'lowest', 'Outbid load': 'outbid', 'Withdrawn load': 'withdrawn' });
    const fresh = await owner.caller.transports.create(validTransportInput({ title: 'Fresh load' }));
    const openAgain = await me.caller.loads.search({ scope: 'open', pageSize: 20 });
    expect(openAgain.items.find((item) => item.id === fresh.id)?.myBid).toBeNull();
    // The rival's list holds only the rival's bids.
    const theirs = await rival.caller.bids.mine({ pageSize: 20 });
    expect(theirs.items.every((item) => item.transport.title !== 'Expired load')).toBe(true);
  });

  it('pages forward and back through the keyset, latest change first', async () => {
    const me = await createTransporter(db());
    const truck = await createVehicle(db(), me.company.id);
    const owner = await createAccount(db(), 'USER');
    const titles: string[] = [];
    for (let index = 0; index < 7; index++) {
      const title = `Paged load ${index}`;
      const { id } = await owner.caller.transports.create(validTransportInput({ title }));
      await me.caller.bids.place(validBid(id, truck.id));
      titles.unshift(title);
    }
    const first = await me.caller.bids.mine({ pageSize: 5 });
    expect(first.items.map((item) => item.transport.title)).toEqual(titles.slice(0, 5));
    expect(first.previous).toBeNull();
    const second = await me.caller.bids.mine({ pageSize: 5, cursor: first.next! });
    expect(second.items.map((item) => item.transport.title)).toEqual(titles.slice(5));
    expect(second.next).toBeNull();
    const back = await me.caller.bids.mine({ pageSize: 5, cursor: second.previous!, direction: 'before' });
    expect(back.items.map((item) => item.transport.title)).toEqual(titles.slice(0, 5));
  });
});
