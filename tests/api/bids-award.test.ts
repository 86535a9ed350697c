/** The customer's side of bids (issue 10): expired offers cannot be awarded, and an award racing a withdrawal has one outcome. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bids } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { bidById, createAccount, createTransporter, transportById, validTransportInput } from './helpers/transports';
import { createVehicle, validBid } from './helpers/bids';
import { expectTrpcError } from './helpers/errors';

const db = useTestDatabase();

/** An OPEN transport with two bids placed through bids.place: `first` (cheapest) and `second`. */
async function auction() {
  const owner = await createAccount(db(), 'USER');
  const { id } = await owner.caller.transports.create(validTransportInput());
  const bidder = async (amount: number) => {
    const carrier = await createTransporter(db());
    const truck = await createVehicle(db(), carrier.company.id, {
      type: 'BOX_TRUCK',
      plate: `PL-${amount}`,
      trackerId: `trk-${crypto.randomUUID()}`,
    });
    const bid = await carrier.caller.bids.place(validBid(id, truck.id, { amount }));
    return { carrier, truck, bid };
  };
  const first = await bidder(150);
  const second = await bidder(170);
  return { owner, id, first, second };
}

describe(`transports.award of bids on ${testDatabaseKind}`, () => {
  it("shows the customer each bid's vehicle type and validity, never its plate or tracker", async () => {
    const { owner, id, first } = await auction();
    const detail = await owner.caller.transports.byId({ id });
    const bid = detail.bids.find((row) => row.id === first.bid.id);
    expect(bid).toMatchObject({ vehicleType: 'BOX_TRUCK', expired: false });
    expect(bid?.validUntil).toBeInstanceOf(Date);
    const seen = JSON.stringify(detail);
    expect(seen).not.toContain(first.truck.plate);
    expect(seen).not.toContain(first.truck.trackerId);
    expect(seen).not.toContain(first.truck.id);
  });

  it('refuses to award an expired offer (bids:offerExpired); the customer sees it as expired and can award another', async () => {
    const { owner, id, first, second } = await auction();
    await db()
      .update(bids)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(bids.id, first.bid.id));
    expect((await owner.caller.transports.byId({ id })).bids.find((row) => row.id === first.bid.id)?.expired).toBe(true);
    await expectTrpcError(owner.caller.transports.award({ transportId: id, bidId: first.bid.id }), 'CONFLICT', 'bids:offerExpired');
    expect(await transportById(db(), id)).toMatchObject({ status: 'OPEN', awardedBidId: null });
    expect((await bidById(db(), first.bid.id))?.status).toBe('PENDING');

    await owner.caller.transports.award({ transportId: id, bidId: second.bid.id });
    expect((await bidById(db(), second.bid.id))?.status).toBe('ACCEPTED');
    // The other bids are declined on award, the expired one included.
    expect((await bidById(db(), first.bid.id))?.status).toBe('DECLINED');
  });

  it('refuses to award a withdrawn bid, and the winner of an award is the only ACCEPTED bid', async () => {
    const { owner, id, first, second } = await auction();
    await first.carrier.caller.bids.withdraw({ transportId: id });
    await expectTrpcError(owner.caller.transports.award({ transportId: id, bidId: first.bid.id }), 'CONFLICT', 'transports:bidNotPending');
    await expectTrpcError(
      owner.caller.transports.award({ transportId: id, bidId: crypto.randomUUID() }),
      'NOT_FOUND',
      'transports:bidNotFound',
    );
    expect((await transportById(db(), id))?.status).toBe('OPEN');
    await owner.caller.transports.award({ transportId: id, bidId: second.bid.id });
    expect((await bidById(db(), first.bid.id))?.status).toBe('WITHDRAWN');
  });

  it('an award racing the withdrawal of the same bid has exactly one outcome, never an award of a withdrawn bid', async () => {
    for (let round = 0; round < 6; round++) {
      const { owner, id, first, second } = await auction();
      const calls = [
        owner.caller.transports.award({ transportId: id, bidId: first.bid.id }),
        first.carrier.caller.bids.withdraw({ transportId: id }),
      ];
      // Alternate who starts first so both orders are tried.
      const [award, withdraw] = await Promise.allSettled(round % 2 === 0 ? calls : [...calls].reverse()).then((settled) =>
        round % 2 === 0 ? settled : [...settled].reverse(),
      );
      const transport = await transportById(db(), id);
      const bid = await bidById(db(), first.bid.id);
      expect([award?.status, withdraw?.status].filter((status) => status === 'fulfilled')).toHaveLength(1);
      const other = (await bidById(db(), second.bid.id))?.status;
      // The loser is refused for the winner's reason, and the other bid follows the winner.
      if (award?.status === 'fulfilled') {
        expect(withdraw?.status === 'rejected' && (withdraw.reason as Error).message).toBe('bids:auctionClosed');
        expect(transport).toMatchObject({ status: 'AWARDED', awardedBidId: first.bid.id });
        expect([bid?.status, other]).toEqual(['ACCEPTED', 'DECLINED']);
      } else {
        expect(award?.status === 'rejected' && (award.reason as Error).message).toBe('transports:bidNotPending');
        expect(transport).toMatchObject({ status: 'OPEN', awardedBidId: null });
        expect([bid?.status, other]).toEqual(['WITHDRAWN', 'PENDING']);
      }
    }
  });
});
