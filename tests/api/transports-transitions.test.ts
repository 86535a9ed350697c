/** The transport lifecycle through the router: award, startTransit, markDelivered, cancel, EXPIRED, each with its actors. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { expireOverdue } from '@/server/services/transports/transport-expiry';
import { bids, transports } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import {
  bidById,
  createAccount,
  createTransporter,
  isoDay,
  placeBid,
  transportById,
  validTransportInput,
  type Account,
} from './helpers/transports';
import { expectTrpcError } from './helpers/errors';
import { inOrder } from './helpers/deliveries';

const db = useTestDatabase();

const missingId = '00000000-0000-4000-8000-000000000000';

/** An owner's OPEN transport with three bids: from `hired` (cheapest), `rival` and a withdrawn one. */
async function auction() {
  const owner = await createAccount(db(), 'USER');
  const { id } = await owner.caller.transports.create(validTransportInput());
  const hired = await createTransporter(db());
  const rival = await createTransporter(db());
  const quitter = await createTransporter(db());
  const hiredBid = await placeBid(db(), { transportId: id, transporterId: hired.user.id, companyId: hired.company.id, amount: 100 });
  const rivalBid = await placeBid(db(), { transportId: id, transporterId: rival.user.id, companyId: rival.company.id, amount: 120 });
  const withdrawnBid = await placeBid(db(), { transportId: id, transporterId: quitter.user.id, amount: 90, status: 'WITHDRAWN' });
  return { owner, id, hired, rival, quitter, hiredBid, rivalBid, withdrawnBid };
}

async function awarded() {
  const setup = await auction();
  await setup.owner.caller.transports.award({ transportId: setup.id, bidId: setup.hiredBid.id });
  return setup;
}

async function inTransit() {
  const setup = await awarded();
  await setup.hired.caller.transports.startTransit({ id: setup.id });
  return setup;
}

const statusOf = async (id: string) => (await transportById(db(), id))?.status;

describe(`transports.award on ${testDatabaseKind}`, () => {
  it('the owner awards a PENDING bid: AWARDED, that bid ACCEPTED, the other pending ones DECLINED', async () => {
    const { owner, id, hiredBid, rivalBid, withdrawnBid } = await auction();
    expect(await owner.caller.transports.award({ transportId: id, bidId: hiredBid.id })).toEqual({ success: true });

    expect(await transportById(db(), id)).toMatchObject({ status: 'AWARDED', awardedBidId: hiredBid.id });
    expect((await bidById(db(), hiredBid.id))?.status).toBe('ACCEPTED');
    expect((await bidById(db(), rivalBid.id))?.status).toBe('DECLINED');
    // A withdrawn bid stays withdrawn: it was never declined by the customer.
    expect((await bidById(db(), withdrawnBid.id))?.status).toBe('WITHDRAWN');

    const detail = await owner.caller.transports.byId({ id });
    expect(detail.status).toBe('AWARDED');
    expect(detail.actions).toEqual(['cancel']);
    expect(detail.bids.map((bid) => [bid.id, bid.status])).toEqual([
      [withdrawnBid.id, 'WITHDRAWN'],
      [hiredBid.id, 'ACCEPTED'],
      [rivalBid.id, 'DECLINED'],
    ]);
  });

  it('awarding again is a CONFLICT, with the same or another bid; nothing changes', async () => {
    const { owner, id, hiredBid, rivalBid } = await awarded();
    await expectTrpcError(
      owner.caller.transports.award({ transportId: id, bidId: rivalBid.id }),
      'CONFLICT',
      'transports:illegalTransition',
    );
    await expectTrpcError(
      owner.caller.transports.award({ transportId: id, bidId: hiredBid.id }),
      'CONFLICT',
      'transports:illegalTransition',
    );
    expect(await transportById(db(), id)).toMatchObject({ status: 'AWARDED', awardedBidId: hiredBid.id });
    expect((await bidById(db(), rivalBid.id))?.status).toBe('DECLINED');
  });

  it('another customer gets NOT_FOUND; a transporter is FORBIDDEN; nothing changes', async () => {
    const { id, hiredBid, hired } = await auction();
    const other = await createAccount(db(), 'USER');
    await expectTrpcError(other.caller.transports.award({ transportId: id, bidId: hiredBid.id }), 'NOT_FOUND', 'transports:notFound');
    await expectTrpcError(hired.caller.transports.award({ transportId: id, bidId: hiredBid.id }), 'FORBIDDEN', 'errors:forbidden');
    expect(await transportById(db(), id)).toMatchObject({ status: 'OPEN', awardedBidId: null });
    expect((await bidById(db(), hiredBid.id))?.status).toBe('PENDING');
  });

  it('a bid of another transport, or no bid at all, is NOT_FOUND bidNotFound', async () => {
    const first = await auction();
    const second = await auction();
    await expectTrpcError(
      first.owner.caller.transports.award({ transportId: first.id, bidId: second.hiredBid.id }),
      'NOT_FOUND',
      'transports:bidNotFound',
    );
    await expectTrpcError(
      first.owner.caller.transports.award({ transportId: first.id, bidId: missingId }),
      'NOT_FOUND',
      'transports:bidNotFound',
    );
    // The owner of the other transport cannot award it through this one either.
    await expectTrpcError(
      second.owner.caller.transports.award({ transportId: first.id, bidId: second.hiredBid.id }),
      'NOT_FOUND',
      'transports:notFound',
    );
    for (const { id } of [first, second]) expect(await statusOf(id)).toBe('OPEN');
    expect((await bidById(db(), second.hiredBid.id))?.status).toBe('PENDING');
  });

  it('a bid that is not PENDING cannot be awarded', async () => {
    const { owner, id, withdrawnBid, hiredBid } = await auction();
    await expectTrpcError(
      owner.caller.transports.award({ transportId: id, bidId: withdrawnBid.id }),
      'CONFLICT',
      'transports:bidNotPending',
    );
    expect(await transportById(db(), id)).toMatchObject({ status: 'OPEN', awardedBidId: null });
    expect((await bidById(db(), hiredBid.id))?.status).toBe('PENDING');
  });

  it('two awards at once: exactly one wins, and exactly one bid is ACCEPTED', async () => {
    const { owner, id, hiredBid, rivalBid } = await auction();
    const results = await Promise.allSettled([
      owner.caller.transports.award({ transportId: id, bidId: hiredBid.id }),
      owner.caller.transports.award({ transportId: id, bidId: rivalBid.id }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ code: 'CONFLICT' });
    const rows = await db().select().from(bids).where(eq(bids.transportId, id));
    const accepted = rows.filter((row) => row.status === 'ACCEPTED');
    expect(accepted).toHaveLength(1);
    expect((await transportById(db(), id))?.awardedBidId).toBe(accepted[0]?.id);
  });
});

describe(`transports.startTransit on ${testDatabaseKind}`, () => {
  it('only the hired transporter starts the transit', async () => {
    const { owner, id, hired, rival, quitter } = await awarded();
    const stranger = await createAccount(db(), 'TRANSPORT_COMPANY');
    await expectTrpcError(owner.caller.transports.startTransit({ id }), 'FORBIDDEN', 'errors:forbidden');
    for (const other of [rival, quitter, stranger] as Account[]) {
      await expectTrpcError(other.caller.transports.startTransit({ id }), 'NOT_FOUND', 'transports:notFound');
    }
    expect(await statusOf(id)).toBe('AWARDED');

    expect(await hired.caller.transports.startTransit({ id })).toEqual({ success: true, status: 'IN_TRANSIT' });
    expect(await statusOf(id)).toBe('IN_TRANSIT');
    await expectTrpcError(hired.caller.transports.startTransit({ id }), 'CONFLICT', 'transports:illegalTransition');
    expect((await owner.caller.transports.byId({ id })).actions).toEqual(['markDelivered']);
  });

  it('a transporter who only bid cannot start an OPEN transport', async () => {
    const { id, hired } = await auction();
    await expectTrpcError(hired.caller.transports.startTransit({ id }), 'NOT_FOUND', 'transports:notFound');
    expect(await statusOf(id)).toBe('OPEN');
  });
});

describe(`transports.markDelivered on ${testDatabaseKind}`, () => {
  it('the owner marks an IN_TRANSIT transport delivered', async () => {
    const { owner, id } = await inTransit();
    expect(await owner.caller.transports.markDelivered(await inOrder(db(), id))).toMatchObject({ success: true, status: 'DELIVERED' });
    expect(await statusOf(id)).toBe('DELIVERED');
    expect((await owner.caller.transports.byId({ id })).actions).toEqual([]);
    await expectTrpcError(owner.caller.transports.markDelivered(await inOrder(db(), id)), 'CONFLICT', 'transports:illegalTransition');
  });

  it('the hired transporter marks it delivered too', async () => {
    const { id, hired } = await inTransit();
    expect(await hired.caller.transports.markDelivered(await inOrder(db(), id))).toMatchObject({ success: true, status: 'DELIVERED' });
    expect(await statusOf(id)).toBe('DELIVERED');
  });

  it('nobody else may, and not before the transit started', async () => {
    const early = await awarded();
    await expectTrpcError(
      early.owner.caller.transports.markDelivered(await inOrder(db(), early.id)),
      'CONFLICT',
      'transports:illegalTransition',
    );
    await expectTrpcError(
      early.hired.caller.transports.markDelivered(await inOrder(db(), early.id)),
      'CONFLICT',
      'transports:illegalTransition',
    );
    expect(await statusOf(early.id)).toBe('AWARDED');

    const { id, rival } = await inTransit();
    const otherCustomer = await createAccount(db(), 'COMPANY');
    await expectTrpcError(rival.caller.transports.markDelivered(await inOrder(db(), id)), 'NOT_FOUND', 'transports:notFound');
    await expectTrpcError(otherCustomer.caller.transports.markDelivered(await inOrder(db(), id)), 'NOT_FOUND', 'transports:notFound');
    expect(await statusOf(id)).toBe('IN_TRANSIT');
  });
});

describe(`transports.cancel on ${testDatabaseKind}`, () => {
  it('the owner cancels an OPEN transport; its pending bids are declined', async () => {
    const { owner, id, hiredBid, rivalBid, withdrawnBid } = await auction();
    expect(await owner.caller.transports.cancel({ id })).toEqual({ success: true, status: 'CANCELLED' });
    expect(await transportById(db(), id)).toMatchObject({ status: 'CANCELLED', awardedBidId: null });
    expect((await bidById(db(), hiredBid.id))?.status).toBe('DECLINED');
    expect((await bidById(db(), rivalBid.id))?.status).toBe('DECLINED');
    expect((await bidById(db(), withdrawnBid.id))?.status).toBe('WITHDRAWN');
    await expectTrpcError(owner.caller.transports.cancel({ id }), 'CONFLICT', 'transports:illegalTransition');
  });

  it('the owner cancels an AWARDED transport, and the hired transporter can no longer start it', async () => {
    const { owner, id, hired } = await awarded();
    expect(await owner.caller.transports.cancel({ id })).toEqual({ success: true, status: 'CANCELLED' });
    expect(await statusOf(id)).toBe('CANCELLED');
    await expectTrpcError(hired.caller.transports.startTransit({ id }), 'CONFLICT', 'transports:illegalTransition');
  });

  it('is refused once IN_TRANSIT or DELIVERED, and to anyone but the owner', async () => {
    const { owner, id, hired } = await inTransit();
    await expectTrpcError(owner.caller.transports.cancel({ id }), 'CONFLICT', 'transports:illegalTransition');
    await owner.caller.transports.markDelivered(await inOrder(db(), id));
    await expectTrpcError(owner.caller.transports.cancel({ id }), 'CONFLICT', 'transports:illegalTransition');
    expect(await statusOf(id)).toBe('DELIVERED');

    const open = await auction();
    const other = await createAccount(db(), 'USER');
    await expectTrpcError(other.caller.transports.cancel({ id: open.id }), 'NOT_FOUND', 'transports:notFound');
    await expectTrpcError(hired.caller.transports.cancel({ id: open.id }), 'FORBIDDEN', 'errors:forbidden');
    await expectTrpcError(open.owner.caller.transports.cancel({ id: missingId }), 'NOT_FOUND', 'transports:notFound');
    expect(await statusOf(open.id)).toBe('OPEN');
  });
});

describe(`EXPIRED on ${testDatabaseKind}`, () => {
  it('an OPEN transport whose loading day has passed reads back EXPIRED from mine and byId', async () => {
    const { owner, id, hiredBid } = await auction();
    const kept = await owner.caller.transports.create(validTransportInput({ loadingDate: isoDay(0), deliveryDate: isoDay(1) }));
    await db()
      .update(transports)
      .set({ loadingDate: isoDay(-1), deliveryDate: isoDay(1) })
      .where(eq(transports.id, id));

    const { items } = await owner.caller.transports.mine({ pageSize: 10 });
    expect(Object.fromEntries(items.map((item) => [item.id, item.status]))).toEqual({ [id]: 'EXPIRED', [kept.id]: 'OPEN' });
    const detail = await owner.caller.transports.byId({ id });
    expect(detail.status).toBe('EXPIRED');
    expect(detail.actions).toEqual(['remove']);

    await expectTrpcError(
      owner.caller.transports.award({ transportId: id, bidId: hiredBid.id }),
      'CONFLICT',
      'transports:illegalTransition',
    );
    await expectTrpcError(owner.caller.transports.cancel({ id }), 'CONFLICT', 'transports:illegalTransition');
    expect((await bidById(db(), hiredBid.id))?.status).toBe('PENDING');
    // Reads and refused actions never write: the row is still OPEN until the scheduled job runs.
    expect(await statusOf(id)).toBe('OPEN');
  });

  it('is refused for actions at once, and written into the table by the scheduled job', async () => {
    const { owner, id, hiredBid } = await auction();
    await db()
      .update(transports)
      .set({ loadingDate: isoDay(-2) })
      .where(eq(transports.id, id));
    await expectTrpcError(
      owner.caller.transports.award({ transportId: id, bidId: hiredBid.id }),
      'CONFLICT',
      'transports:illegalTransition',
    );
    expect(await expireOverdue(db())).toBeGreaterThanOrEqual(1);
    expect(await statusOf(id)).toBe('EXPIRED');
  });

  it('an overdue auction still stored as OPEN can be deleted', async () => {
    const { owner, id } = await auction();
    await db()
      .update(transports)
      .set({ loadingDate: isoDay(-2) })
      .where(eq(transports.id, id));
    await owner.caller.transports.remove({ id });
    await expectTrpcError(owner.caller.transports.byId({ id }), 'NOT_FOUND', 'transports:notFound');
  });

  it('an AWARDED transport past its loading day stays AWARDED and can still start', async () => {
    const { owner, id, hired } = await awarded();
    await db()
      .update(transports)
      .set({ loadingDate: isoDay(-2) })
      .where(eq(transports.id, id));
    expect((await owner.caller.transports.byId({ id })).status).toBe('AWARDED');
    await hired.caller.transports.startTransit({ id });
    expect(await statusOf(id)).toBe('IN_TRANSIT');
  });
});
