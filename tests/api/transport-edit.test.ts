/**
 * transports.update (issue 28): the owner edits an OPEN transport, freely before the first bid
 * (derived columns computed again), only the description after bids (each standing bidder told once
 * per edit); a bid shows the company that placed it with the company's rating. The race of an edit
 * against a first bid runs on PostgreSQL only: PGlite runs transactions one at a time.
 */
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { reviews, transportItems } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { createAccount, createTransporter, isoDay, transportById, validItem, validTransportInput } from './helpers/transports';
import { createVehicle, validBid } from './helpers/bids';

const db = useTestDatabase();

async function carrierWithTruck() {
  const account = await createTransporter(db());
  return { ...account, truck: await createVehicle(db(), account.company.id) };
}
type Carrier = Awaited<ReturnType<typeof carrierWithTruck>>;

async function auction() {
  const owner = await createAccount(db(), 'USER');
  const input = validTransportInput();
  const { id } = await owner.caller.transports.create(input);
  return { owner, input, id };
}

const bidOn = (carrier: Carrier, id: string) => carrier.caller.bids.place(validBid(id, carrier.truck.id));

async function editedNotices(carrier: { caller: Carrier['caller'] }) {
  return (await carrier.caller.notifications.list({})).items.filter((item) => item.kind === 'transportEdited');
}

describe(`transports.update on ${testDatabaseKind}`, () => {
  it('before the first bid changes any field and items, and computes the derived columns again', async () => {
    const { owner, input, id } = await auction();
    const items = [
      validItem({ description: 'Pallet of tiles', type: 'PALLET', quantity: 3, weightKg: 800, widthCm: 120, heightCm: 100, lengthCm: 80 }),
      validItem({ description: 'Armchair', type: 'OTHER', quantity: 1, weightKg: 40, widthCm: 90, heightCm: 110, lengthCm: 210 }),
    ];
    const edit = {
      ...input,
      id,
      title: 'Tiles and an armchair',
      loadingAddress: 'Titova 5, Zagreb',
      loadingCountry: 'HR',
      loadingLat: 45.815,
      loadingLon: 15.9819,
      loadingDate: isoDay(4),
      deliveryDate: isoDay(6),
      deliveryType: 'BUSINESS' as const,
      bookNowAmount: 900,
      bookNowCurrency: 'EUR' as const,
      items,
    };
    expect(await owner.caller.transports.update(edit)).toEqual({ id, told: 0 });

    expect(await transportById(db(), id)).toMatchObject({
      title: 'Tiles and an armchair',
      loadingCountry: 'HR',
      loadingLat: 45.815,
      loadingDate: isoDay(4),
      deliveryType: 'BUSINESS',
      bookNowAmount: 900,
      biddingEndsAt: new Date(`${isoDay(3)}T23:59:59.999Z`),
      estimatedWeightKg: 2440,
      estimatedVolumeM3: 4.96,
      vehicle: 'BOX_TRUCK',
      itemTypes: ['PALLET', 'OTHER'],
      maxItemLongCm: 210,
      maxItemShortCm: 90,
      maxItemHeightCm: 110,
    });
    const stored = await db().select().from(transportItems).where(eq(transportItems.transportId, id)).orderBy(asc(transportItems.position));
    expect(stored.map((item) => [item.position, item.description, item.quantity])).toEqual([
      [0, 'Pallet of tiles', 3],
      [1, 'Armchair', 1],
    ]);
  });

  it('after a bid changes only the description, and tells each standing bidder once per edit', async () => {
    const { owner, input, id } = await auction();
    const [standing, withdrawn] = [await carrierWithTruck(), await carrierWithTruck()];
    await bidOn(standing, id);
    await bidOn(withdrawn, id);
    await withdrawn.caller.bids.withdraw({ transportId: id });

    for (const locked of [{ title: 'Another title' }, { loadingDate: isoDay(4) }, { items: [validItem({ quantity: 3 })] }]) {
      await expectTrpcError(owner.caller.transports.update({ ...input, id, ...locked }), 'CONFLICT', 'transports:lockedAfterBids');
    }
    expect(await transportById(db(), id)).toMatchObject({ title: input.title, description: input.description, estimatedWeightKg: 20 });
    expect(await editedNotices(standing)).toEqual([]);

    expect(await owner.caller.transports.update({ ...input, id, description: 'Ring the bell twice' })).toEqual({ id, told: 1 });
    expect(await transportById(db(), id)).toMatchObject({ title: input.title, description: 'Ring the bell twice' });
    const [notice, ...more] = await editedNotices(standing);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ count: 1, params: { title: input.title } });
    expect(notice?.path).toContain(`load=${id}`);
    expect(await editedNotices(withdrawn)).toEqual([]);
    expect(await editedNotices(owner)).toEqual([]);

    await owner.caller.transports.update({ ...input, id, description: 'Ring the bell three times' });
    expect((await editedNotices(standing)).map((item) => item.count)).toEqual([2]);
  });

  it('after a bid takes a later bidding end and another budget, but neither an earlier end nor a book-now price', async () => {
    const { owner, input, id } = await auction();
    await bidOn(await carrierWithTruck(), id);
    // Loading in 3 days: bidding ended by default at the end of the day before.
    const later = { ...input, id, biddingEndsOn: isoDay(3), budgetAmount: 300, budgetCurrency: 'EUR' as const };
    expect(await owner.caller.transports.update(later)).toEqual({ id, told: 1 });
    expect(await transportById(db(), id)).toMatchObject({
      biddingEndsAt: new Date(`${isoDay(3)}T23:59:59.999Z`),
      budgetAmount: 300,
      budgetCurrency: 'EUR',
    });
    await expectTrpcError(owner.caller.transports.update({ ...later, biddingEndsOn: isoDay(2) }), 'CONFLICT', 'transports:deadlineEarlier');
    await expectTrpcError(
      owner.caller.transports.update({ ...later, bookNowAmount: 200, bookNowCurrency: 'EUR' }),
      'CONFLICT',
      'transports:lockedAfterBids',
    );
    expect(await transportById(db(), id)).toMatchObject({ biddingEndsAt: new Date(`${isoDay(3)}T23:59:59.999Z`), bookNowAmount: null });
    // Edited from a browser in Sarajevo: the same bidding day keeps its moment (ended in UTC), not refused as earlier.
    expect(await owner.caller.transports.update({ ...later, biddingTimeZone: 'Europe/Sarajevo', description: 'Gate B' })).toEqual({
      id,
      told: 1,
    });
    expect(await transportById(db(), id)).toMatchObject({ biddingEndsAt: new Date(`${isoDay(3)}T23:59:59.999Z`), description: 'Gate B' });
  });

  it('is refused once the transport is not OPEN, and is NOT_FOUND for anyone but its owner', async () => {
    const { owner, input, id } = await auction();
    const stranger = await createAccount(db(), 'USER');
    await expectTrpcError(stranger.caller.transports.update({ ...input, id, title: 'Mine now' }), 'NOT_FOUND', 'transports:notFound');
    const carrier = await carrierWithTruck();
    await expectTrpcError(carrier.caller.transports.update({ ...input, id }), 'FORBIDDEN');

    await owner.caller.transports.cancel({ id });
    await expectTrpcError(owner.caller.transports.update({ ...input, id, description: 'Too late' }), 'CONFLICT', 'transports:editNotOpen');
    expect((await transportById(db(), id))?.description).toBe(input.description);
  });

  it('shows the company that bid, with the company’s rating, not its user’s', async () => {
    const { owner, id } = await auction();
    const carrier = await carrierWithTruck();
    await bidOn(carrier, id);
    const reviewer = await createAccount(db(), 'USER');
    const other = await createAccount(db(), 'USER');
    await db()
      .insert(reviews)
      .values([
        { authorId: reviewer.user.id, subjectUserId: carrier.user.id, subjectCompanyId: carrier.company.id, rating: 5 },
        { authorId: other.user.id, subjectUserId: carrier.user.id, subjectCompanyId: carrier.company.id, rating: 4 },
        // About the user as a person only (no company): not the company's rating.
        { authorId: owner.user.id, subjectUserId: carrier.user.id, rating: 1 },
      ]);
    const [bid] = (await owner.caller.transports.byId({ id })).bids;
    expect(bid).toMatchObject({ companyId: carrier.company.id, companyName: carrier.company.name, rating: { average: 4.5, count: 2 } });
  });
});

describe.runIf(testDatabaseKind === 'postgres')('an edit racing the first bid on postgres', () => {
  it('never lets a bid priced on the old load stand beside an edit that bids lock', async () => {
    const carrier = await carrierWithTruck();
    for (let round = 0; round < 20; round++) {
      const { owner, input, id } = await auction();
      // 30 t: more than the carrier's 24 t truck takes, so a bid placed after the edit is refused.
      const heavier = { ...input, id, items: [validItem({ quantity: 1, weightKg: 30_000 })] };
      const calls = [() => owner.caller.transports.update(heavier), () => bidOn(carrier, id)] as const;
      const [edit, bid] =
        round % 2 === 0
          ? await Promise.allSettled([calls[0](), calls[1]()])
          : await Promise.allSettled([calls[1](), calls[0]()]).then(([second, first]) => [first, second] as const);
      expect([edit.status, bid.status].sort(), `round ${round}`).toEqual(['fulfilled', 'rejected']);
      const reason = edit.status === 'rejected' ? edit.reason : bid.status === 'rejected' ? bid.reason : null;
      expect(['transports:lockedAfterBids', 'fleet:fit.weight']).toContain((reason as Error).message);
    }
  });
});
