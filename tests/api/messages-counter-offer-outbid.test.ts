/**
 * An accepted counter-offer is a bid change: the other bidders hear what bids.place would tell them
 * (outbid, once, in the accept's transaction), and the customer hears it from the thread alone.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bids, messageThreads, transports } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, type Account, validTransportInput } from './helpers/transports';
import { bidFromNewTransporter, validBid } from './helpers/bids';
import { expectTrpcError } from './helpers/errors';

const db = useTestDatabase();

/** A load with the company that will be offered a price bidding `offered`, then a rival bidding `rival`. */
async function rivalsOnALoad(offered: number, rival: number) {
  const owner = await createAccount(db(), 'USER');
  const { id } = await owner.caller.transports.create(validTransportInput({ title: 'Boat to Tivat' }));
  const carrier = await bidFromNewTransporter(db(), id, offered);
  const other = await bidFromNewTransporter(db(), id, rival);
  const { threadId } = await owner.caller.messages.open({ transportId: id, companyId: carrier.carrier.company.id });
  return { owner, id, carrier, other, threadId };
}

async function kindsHeardBy(account: Pick<Account, 'caller'>) {
  return (await account.caller.notifications.list({})).items.map((item) => ({
    kind: item.kind,
    count: item.count,
    amount: item.params.amount,
  }));
}

type Tx = Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0];

/**
 * Another transaction takes the load's row lock (and does `whileLocked`), `meanwhile` starts and is
 * given 300 ms to reach that lock, then the holder does `beforeCommit` and commits; resolves once both end.
 */
async function holdingLoadLock(
  loadId: string,
  steps: { whileLocked?: (tx: Tx) => Promise<unknown>; beforeCommit?: (tx: Tx) => Promise<unknown> },
  meanwhile: () => Promise<unknown>,
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked = () => {};
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holding = db().transaction(async (tx) => {
    await tx.select({ id: transports.id }).from(transports).where(eq(transports.id, loadId)).for('update');
    await steps.whileLocked?.(tx);
    locked();
    await held;
    await steps.beforeCommit?.(tx);
  });
  await lockTaken;
  const other = meanwhile();
  await new Promise((resolve) => setTimeout(resolve, 300));
  release();
  return Promise.all([holding, other]);
}

describe(`an accepted counter-offer outbids on ${testDatabaseKind}`, () => {
  it('tells the rival that held the lowest offer once, not again when the accept is retried, and not the customer as a bid change', async () => {
    const { owner, carrier, other, threadId } = await rivalsOnALoad(500, 450);
    const customerBefore = await kindsHeardBy(owner);
    const offer = await owner.caller.messages.offer({ threadId, amount: 400 });
    expect(await kindsHeardBy(other.carrier)).toEqual([]);
    await carrier.carrier.caller.messages.answerOffer({ messageId: offer.id, accept: true });
    expect(await kindsHeardBy(other.carrier)).toEqual([{ kind: 'outbid', count: 1, amount: 400 }]);
    await expectTrpcError(carrier.carrier.caller.messages.answerOffer({ messageId: offer.id, accept: true }), 'CONFLICT');
    expect(await kindsHeardBy(other.carrier)).toEqual([{ kind: 'outbid', count: 1, amount: 400 }]);
    // The customer's bell: the thread's "accepted" note rings it; no bid change beside it.
    const customerAfter = (await kindsHeardBy(owner)).map((heard) => heard.kind);
    expect(customerAfter.filter((kind) => kind !== 'messageNew')).toEqual(customerBefore.map((heard) => heard.kind));
    expect(customerAfter).not.toContain('bidChanged');
  });

  it('tells no one after a decline', async () => {
    const { owner, carrier, other, threadId } = await rivalsOnALoad(500, 450);
    const offer = await owner.caller.messages.offer({ threadId, amount: 400 });
    await carrier.carrier.caller.messages.answerOffer({ messageId: offer.id, accept: false });
    expect(await kindsHeardBy(other.carrier)).toEqual([]);
  });

  it('tells no one when the price stays above the rival, nor when the offer raises the bid', async () => {
    const above = await rivalsOnALoad(500, 450);
    const offer = await above.owner.caller.messages.offer({ threadId: above.threadId, amount: 470 });
    await above.carrier.carrier.caller.messages.answerOffer({ messageId: offer.id, accept: true });
    expect(await kindsHeardBy(above.other.carrier)).toEqual([]);
    // Already the lowest at 300, the company is offered 320: still below the rival's 350, but a raise.
    const raised = await rivalsOnALoad(300, 350);
    const raise = await raised.owner.caller.messages.offer({ threadId: raised.threadId, amount: 320 });
    await raised.carrier.carrier.caller.messages.answerOffer({ messageId: raise.id, accept: true });
    expect(await kindsHeardBy(raised.other.carrier)).toEqual([]);
  });

  it('keys the accept apart from the bid changes of bids.place: a later lower bid tells the rival again', async () => {
    const { owner, id, carrier, other, threadId } = await rivalsOnALoad(500, 450);
    const offer = await owner.caller.messages.offer({ threadId, amount: 400 });
    await carrier.carrier.caller.messages.answerOffer({ messageId: offer.id, accept: true });
    await other.carrier.caller.bids.place(validBid(id, other.truck.id, { amount: 390 }));
    await carrier.carrier.caller.bids.place(validBid(id, carrier.truck.id, { amount: 380 }));
    expect(await kindsHeardBy(other.carrier)).toEqual([{ kind: 'outbid', count: 2, amount: 380 }]);
  });

  it('takes no price once the bid moved to another currency, and tells no one', async () => {
    const { owner, id, carrier, other, threadId } = await rivalsOnALoad(500, 450);
    const offer = await owner.caller.messages.offer({ threadId, amount: 400 });
    await carrier.carrier.caller.bids.place(validBid(id, carrier.truck.id, { amount: 980, currency: 'BAM' }));
    await expectTrpcError(carrier.carrier.caller.messages.answerOffer({ messageId: offer.id, accept: true }), 'CONFLICT');
    const [bid] = await db().select({ amount: bids.amount, currency: bids.currency }).from(bids).where(eq(bids.id, carrier.bid.id));
    expect(bid).toEqual({ amount: 980, currency: 'BAM' });
    expect(await kindsHeardBy(other.carrier)).toEqual([]);
  });

  it.runIf(testDatabaseKind === 'postgres')('waits for a bid being placed at the same moment before telling who was outbid', async () => {
    const { owner, id, carrier, other, threadId } = await rivalsOnALoad(500, 450);
    const offer = await owner.caller.messages.offer({ threadId, amount: 400 });
    // The rival's bids.place, half done: the load locked and its bid lowered to 380, not yet committed.
    // Who held the lowest offer is read only once it commits (the accept waits for the load's lock).
    await holdingLoadLock(
      id,
      { whileLocked: (tx) => tx.update(bids).set({ amount: 380, updatedAt: new Date() }).where(eq(bids.id, other.bid.id)) },
      () => carrier.carrier.caller.messages.answerOffer({ messageId: offer.id, accept: true }),
    );
    // At 400 the company offers more than the rival's 380: the rival was not outbid.
    expect(await kindsHeardBy(other.carrier)).toEqual([]);
  });

  it.runIf(testDatabaseKind === 'postgres')('takes the load before the thread, as an award does, so the two never deadlock', async () => {
    const { owner, id, carrier, threadId } = await rivalsOnALoad(500, 450);
    const offer = await owner.caller.messages.offer({ threadId, amount: 400 });
    // An award's order: the load, then (after the accept has started) the thread. An accept that
    // locked the thread first would now wait on the load while this waits on the thread: a deadlock,
    // which PostgreSQL breaks by aborting one of them.
    const awarding = holdingLoadLock(
      id,
      {
        beforeCommit: (tx) =>
          tx.select({ id: messageThreads.id }).from(messageThreads).where(eq(messageThreads.id, threadId)).for('update'),
      },
      () => carrier.carrier.caller.messages.answerOffer({ messageId: offer.id, accept: true }),
    );
    await expect(awarding).resolves.toBeDefined();
  });
});
