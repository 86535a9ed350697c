/**
 * Auction terms (issue 28): the deadline after which no bids are taken, the budget transporters see,
 * and the book-now price that awards a fitting transporter at once. The races run on PostgreSQL only
 * (PGlite runs transactions one at a time): a book-now against an award or another book-now has
 * exactly one winner, the other is refused with CONFLICT.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { endOfDayUtc } from '@/lib/schemas/bid';
import { endOfDayIn } from '@/lib/time-zones';
import { addDays } from '@/lib/calendar-day';
import { bids, notifications, transports } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, createTransporter, isoDay, transportById, validItem, validTransportInput } from './helpers/transports';
import { createVehicle, validBid } from './helpers/bids';
import { expectTrpcError } from './helpers/errors';
import { fieldErrors } from './helpers/auth';

const db = useTestDatabase();
const ROUNDS = 10;

async function carrier() {
  const account = await createTransporter(db());
  const truck = await createVehicle(db(), account.company.id);
  return { ...account, truck };
}

async function bookable(terms: Parameters<typeof validTransportInput>[0] = {}) {
  const owner = await createAccount(db(), 'USER');
  const { id } = await owner.caller.transports.create(validTransportInput({ bookNowAmount: 450, bookNowCurrency: 'EUR', ...terms }));
  return { owner, id };
}

describe(`auction terms on ${testDatabaseKind}`, () => {
  it('closes bidding at the end of the day before loading unless the customer chose a day', async () => {
    const { id } = await bookable();
    expect((await transportById(db(), id))?.biddingEndsAt).toEqual(endOfDayUtc(isoDay(2)));
    const owner = await createAccount(db(), 'USER');
    const chosen = await owner.caller.transports.create(validTransportInput({ biddingEndsOn: isoDay(1) }));
    expect((await transportById(db(), chosen.id))?.biddingEndsAt).toEqual(endOfDayUtc(isoDay(1)));
    const today = await owner.caller.transports.create(validTransportInput({ loadingDate: isoDay(0) }));
    expect((await transportById(db(), today.id))?.biddingEndsAt).toEqual(endOfDayUtc(isoDay(0)));
  });

  it('ends the chosen day on the customer’s clocks, so her lists show the day she chose', async () => {
    const owner = await createAccount(db(), 'USER');
    const inSarajevo = await owner.caller.transports.create(
      validTransportInput({ biddingEndsOn: isoDay(1), biddingTimeZone: 'Europe/Sarajevo' }),
    );
    const endsAt = (await transportById(db(), inSarajevo.id))!.biddingEndsAt;
    expect(endsAt).toEqual(endOfDayIn(isoDay(1), 'Europe/Sarajevo'));
    expect(endsAt.toLocaleString('en-GB', { timeZone: 'Europe/Sarajevo' })).toBe(`${isoDay(1).split('-').reverse().join('/')}, 23:59:59`);
    const { id } = await owner.caller.transports.create(validTransportInput({ biddingTimeZone: 'Europe/Sarajevo' }));
    expect((await transportById(db(), id))?.biddingEndsAt).toEqual(endOfDayIn(isoDay(2), 'Europe/Sarajevo'));
    await expectTrpcError(owner.caller.transports.create(validTransportInput({ biddingTimeZone: 'Mars/Olympus' })), 'BAD_REQUEST');
  });

  it('refuses a deadline in the past or after the loading day, prices without a currency or over the maximum, and a book-now price over the budget', async () => {
    const owner = await createAccount(db(), 'USER');
    const create = (terms: Parameters<typeof validTransportInput>[0]) => owner.caller.transports.create(validTransportInput(terms));
    const refused = async (terms: Parameters<typeof validTransportInput>[0]) =>
      fieldErrors(await expectTrpcError(create(terms), 'BAD_REQUEST'));
    expect((await refused({ biddingEndsOn: isoDay(-1) })).biddingEndsOn).toEqual(['wizard:auction.deadlinePast']);
    expect((await refused({ biddingEndsOn: isoDay(4) })).biddingEndsOn).toEqual(['wizard:auction.deadlineAfterLoading']);
    expect((await refused({ budgetAmount: 300, budgetCurrency: null })).budgetCurrency).toEqual(['bids:currencyRequired']);
    expect((await refused({ bookNowAmount: 100_001, bookNowCurrency: 'EUR' })).bookNowAmount).toEqual(['bids:amountTooLarge']);
    expect((await refused({ budgetAmount: -5, budgetCurrency: 'EUR' })).budgetAmount).toEqual(['bids:amountPositive']);
    // Transporters read the budget as "up to": the book-now price may not be above it, in the same currency.
    expect((await refused({ budgetAmount: 300, budgetCurrency: 'EUR', bookNowAmount: 500, bookNowCurrency: 'EUR' })).bookNowAmount).toEqual(
      ['wizard:auction.bookNowOverBudget'],
    );
    await create({ budgetAmount: 300, budgetCurrency: 'EUR', bookNowAmount: 300, bookNowCurrency: 'EUR' });
    await create({ budgetAmount: 300, budgetCurrency: 'EUR', bookNowAmount: 500, bookNowCurrency: 'BAM' });
    const { id } = await create({ budgetAmount: 150_000, budgetCurrency: 'BAM' });
    expect(await transportById(db(), id)).toMatchObject({
      budgetAmount: 150_000,
      budgetCurrency: 'BAM',
      bookNowAmount: null,
      bookNowCurrency: null,
    });
  });

  it('refuses bids after the deadline and leaves the load out of the search, while the customer may still award', async () => {
    const { owner, id } = await bookable({ budgetAmount: 500, budgetCurrency: 'EUR' });
    const first = await carrier();
    const bid = await first.caller.bids.place(validBid(id, first.truck.id));
    await db()
      .update(transports)
      .set({ biddingEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(transports.id, id));
    await expectTrpcError(first.caller.bids.place(validBid(id, first.truck.id, { amount: 200 })), 'CONFLICT', 'bids:biddingClosed');
    const second = await carrier();
    await expectTrpcError(second.caller.bids.bookNow({ transportId: id, vehicleId: second.truck.id }), 'CONFLICT', 'bids:biddingClosed');
    const page = await second.caller.loads.search({ pageSize: 100 });
    expect(page.items.map((row) => row.id)).not.toContain(id);
    await owner.caller.transports.award({ transportId: id, bidId: bid.id });
    expect((await transportById(db(), id))?.status).toBe('AWARDED');
  });

  it('shows transporters the budget, the book-now price and the deadline in the search and the panel', async () => {
    const { id } = await bookable({ budgetAmount: 500, budgetCurrency: 'EUR', loadingCountry: 'IS' });
    const viewer = await carrier();
    const page = await viewer.caller.loads.search({ pageSize: 100, loading: [{ country: 'IS' }] });
    expect(page.items.find((row) => row.id === id)).toMatchObject({
      budgetAmount: 500,
      budgetCurrency: 'EUR',
      bookNowAmount: 450,
      bookNowCurrency: 'EUR',
      biddingEndsAt: endOfDayUtc(addDays(isoDay(3), -1)),
    });
    expect(await viewer.caller.loads.byId({ id })).toMatchObject({ budgetAmount: 500, bookNowAmount: 450, bookNowCurrency: 'EUR' });
  });

  it('book now awards the job at once at that price, declines the other bids and tells everyone as an award does', async () => {
    const { owner, id } = await bookable();
    const other = await carrier();
    const standing = await other.caller.bids.place(validBid(id, other.truck.id, { amount: 300 }));
    const booker = await carrier();
    const { bidId } = await booker.caller.bids.bookNow({ transportId: id, vehicleId: booker.truck.id });
    expect(await transportById(db(), id)).toMatchObject({ status: 'AWARDED', awardedBidId: bidId });
    const [won] = await db().select().from(bids).where(eq(bids.id, bidId));
    expect(won).toMatchObject({ status: 'ACCEPTED', amount: 450, currency: 'EUR', vehicleId: booker.truck.id });
    const [declined] = await db().select().from(bids).where(eq(bids.id, standing.id));
    expect(declined?.status).toBe('DECLINED');
    const kinds = async (userId: string) =>
      (
        await db()
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, userId), eq(notifications.transportId, id)))
      ).map((row) => row.kind);
    expect(await kinds(booker.user.id)).toContain('bidWon');
    expect(await kinds(other.user.id)).toContain('bidDeclined');
    expect(await kinds(owner.user.id)).toContain('bookedNow');
    const jobs = await booker.caller.jobs.list({});
    expect(jobs.items.map((row) => row.id)).toContain(id);
    expect((await owner.caller.transports.byId({ id })).status).toBe('AWARDED');
  });

  it('refuses a vehicle that does not fit, a transport without a book-now price, and a closed auction', async () => {
    const { id } = await bookable({ items: [validItem({ weightKg: 2000, quantity: 1 })] });
    const small = await createTransporter(db());
    const van = await createVehicle(db(), small.company.id, { type: 'VAN', capacityKg: 1000 });
    await expectTrpcError(small.caller.bids.bookNow({ transportId: id, vehicleId: van.id }), 'BAD_REQUEST', 'fleet:fit.weight');
    expect((await transportById(db(), id))?.status).toBe('OPEN');
    const plain = await createAccount(db(), 'USER');
    const { id: noPrice } = await plain.caller.transports.create(validTransportInput());
    const booker = await carrier();
    await expectTrpcError(
      booker.caller.bids.bookNow({ transportId: noPrice, vehicleId: booker.truck.id }),
      'CONFLICT',
      'bids:bookNowUnavailable',
    );
    await booker.caller.bids.bookNow({ transportId: id, vehicleId: booker.truck.id });
    const late = await carrier();
    await expectTrpcError(late.caller.bids.bookNow({ transportId: id, vehicleId: late.truck.id }), 'CONFLICT', 'bids:auctionClosed');
  });
});

/** Both calls started in the same tick, the order flipped every other round; the results in the given order. */
async function race<A, B>(round: number, a: () => Promise<A>, b: () => Promise<B>) {
  if (round % 2 === 0) return Promise.allSettled([a(), b()] as const);
  const [second, first] = await Promise.allSettled([b(), a()] as const);
  return [first, second] as const;
}

const refusals = ['bids:auctionClosed', 'transports:illegalTransition'];
function refusedWithConflict(result: PromiseSettledResult<unknown>) {
  expect(result.status).toBe('rejected');
  if (result.status === 'rejected') expect(refusals).toContain((result.reason as Error).message);
}

describe.runIf(testDatabaseKind === 'postgres')('book now racing on postgres', () => {
  it('book now racing transports.award: exactly one wins, the other gets CONFLICT', async () => {
    const bidder = await carrier();
    const booker = await carrier();
    for (let round = 0; round < ROUNDS; round++) {
      const { owner, id } = await bookable();
      const bid = await bidder.caller.bids.place(validBid(id, bidder.truck.id));
      const results = await race(
        round,
        () => owner.caller.transports.award({ transportId: id, bidId: bid.id }),
        () => booker.caller.bids.bookNow({ transportId: id, vehicleId: booker.truck.id }),
      );
      expect(
        results.filter((result) => result.status === 'fulfilled'),
        `round ${round}`,
      ).toHaveLength(1);
      refusedWithConflict(results.find((result) => result.status === 'rejected')!);
      const accepted = await db()
        .select()
        .from(bids)
        .where(and(eq(bids.transportId, id), eq(bids.status, 'ACCEPTED')));
      expect(accepted).toHaveLength(1);
      expect((await transportById(db(), id))?.awardedBidId).toBe(accepted[0]?.id);
    }
  });

  it('book now racing book now: exactly one wins, the other gets CONFLICT', async () => {
    const first = await carrier();
    const second = await carrier();
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await bookable();
      const results = await race(
        round,
        () => first.caller.bids.bookNow({ transportId: id, vehicleId: first.truck.id }),
        () => second.caller.bids.bookNow({ transportId: id, vehicleId: second.truck.id }),
      );
      expect(
        results.filter((result) => result.status === 'fulfilled'),
        `round ${round}`,
      ).toHaveLength(1);
      refusedWithConflict(results.find((result) => result.status === 'rejected')!);
      const accepted = await db()
        .select()
        .from(bids)
        .where(and(eq(bids.transportId, id), eq(bids.status, 'ACCEPTED')));
      expect(accepted).toHaveLength(1);
    }
  });
});
