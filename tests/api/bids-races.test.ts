/**
 * Bids racing the customer's moves, on PostgreSQL only: PGlite runs transactions one at a time, so
 * races there prove nothing. Each test runs ROUNDS rounds of two calls started in the same tick; the
 * database is a pool, so each call's transaction has its own connection. What must hold whoever wins:
 * no PENDING bid on an AWARDED or CANCELLED transport, and never a withdrawn bid awarded. Without the
 * transport row lock (`.for('update')` in src/server/routers/bids/lock-auction.ts) place loses both
 * races in the first round; withdraw against award still has one winner then (the bid row's own lock
 * decides), but the loser's reason turns from `bids:auctionClosed` to `bids:notPending`.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bids } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { bidById, createAccount, createTransporter, transportById, validTransportInput } from './helpers/transports';
import { createVehicle, validBid } from './helpers/bids';

const db = useTestDatabase();
const ROUNDS = 20;

/** A customer and two carriers with a truck each, the same for every round (a carrier bids on many loads). */
async function parties() {
  const owner = await createAccount(db(), 'USER');
  const carrier = async () => {
    const account = await createTransporter(db());
    const truck = await createVehicle(db(), account.company.id);
    return { ...account, truck };
  };
  return { owner, first: await carrier(), second: await carrier() };
}
type Parties = Awaited<ReturnType<typeof parties>>;

/** A new OPEN transport of the owner's with the first carrier's bid on it. */
async function auction({ owner, first }: Parties) {
  const { id } = await owner.caller.transports.create(validTransportInput());
  const bid = await first.caller.bids.place(validBid(id, first.truck.id));
  return { id, bid };
}

/** Both calls started in the same tick, the order flipped every other round; the results in the given order. */
async function race<A, B>(round: number, a: () => Promise<A>, b: () => Promise<B>) {
  if (round % 2 === 0) return Promise.allSettled([a(), b()] as const);
  const [second, first] = await Promise.allSettled([b(), a()] as const);
  return [first, second] as const;
}

async function pendingBidsOn(transportId: string) {
  const rows = await db().select().from(bids).where(eq(bids.transportId, transportId));
  return rows.filter((row) => row.status === 'PENDING');
}

/** A refused call says why with one of the expected keys, never an unexpected error. */
function expectRefusedWith(result: PromiseSettledResult<unknown>, ...keys: string[]) {
  if (result.status === 'rejected') expect(keys).toContain((result.reason as Error).message);
}

// A carrier that never bid sees a closed auction as not found; one that did, as closed.
const closedToNewcomer = 'transports:notFound';

describe.runIf(testDatabaseKind === 'postgres')('bids racing the customer on postgres (PGlite runs transactions one at a time)', () => {
  it('bids.place racing transports.award never leaves a PENDING bid on the AWARDED transport', async () => {
    const people = await parties();
    for (let round = 0; round < ROUNDS; round++) {
      const { id, bid } = await auction(people);
      const [award, place] = await race(
        round,
        () => people.owner.caller.transports.award({ transportId: id, bidId: bid.id }),
        () => people.second.caller.bids.place(validBid(id, people.second.truck.id, { amount: 120 })),
      );
      expect(award.status, `round ${round}`).toBe('fulfilled');
      expectRefusedWith(place, closedToNewcomer, 'bids:auctionClosed');
      expect(await transportById(db(), id)).toMatchObject({ status: 'AWARDED', awardedBidId: bid.id });
      expect(await pendingBidsOn(id), `round ${round}`).toEqual([]);
    }
  });

  it('bids.place racing transports.cancel never leaves a PENDING bid on the CANCELLED transport', async () => {
    const people = await parties();
    for (let round = 0; round < ROUNDS; round++) {
      const { id } = await auction(people);
      const [cancel, place] = await race(
        round,
        () => people.owner.caller.transports.cancel({ id }),
        () => people.second.caller.bids.place(validBid(id, people.second.truck.id, { amount: 120 })),
      );
      expect(cancel.status, `round ${round}`).toBe('fulfilled');
      expectRefusedWith(place, closedToNewcomer, 'bids:auctionClosed');
      expect((await transportById(db(), id))?.status).toBe('CANCELLED');
      expect(await pendingBidsOn(id), `round ${round}`).toEqual([]);
    }
  });

  it('bids.withdraw racing transports.award has one winner and never awards a withdrawn bid', async () => {
    const people = await parties();
    for (let round = 0; round < ROUNDS; round++) {
      const { id, bid } = await auction(people);
      const [award, withdraw] = await race(
        round,
        () => people.owner.caller.transports.award({ transportId: id, bidId: bid.id }),
        () => people.first.caller.bids.withdraw({ transportId: id }),
      );
      const transport = await transportById(db(), id);
      const status = (await bidById(db(), bid.id))?.status;
      expect([award.status, withdraw.status].sort(), `round ${round}`).toEqual(['fulfilled', 'rejected']);
      if (award.status === 'fulfilled') {
        expectRefusedWith(withdraw, 'bids:auctionClosed');
        expect(transport).toMatchObject({ status: 'AWARDED', awardedBidId: bid.id });
        expect(status).toBe('ACCEPTED');
      } else {
        expectRefusedWith(award, 'transports:bidNotPending');
        expect(transport).toMatchObject({ status: 'OPEN', awardedBidId: null });
        expect(status).toBe('WITHDRAWN');
      }
    }
  });
});
