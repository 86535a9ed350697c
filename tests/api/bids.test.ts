/** bids.place / withdraw / forTransport / mine, and the customer's award of a bid (issue 10, "Bid"). */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bids, transports } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, createTransporter, isoDay, transportById, validTransportInput } from './helpers/transports';
import { createVehicle, validBid } from './helpers/bids';
import { expectTrpcError } from './helpers/errors';
import { fieldErrors } from './helpers/auth';

const db = useTestDatabase();
const missingId = '00000000-0000-4000-8000-000000000000';
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/** A customer's OPEN transport (2 parcels, 20 kg, 0.12 m³, loading in 3 days) and a transporter with a fitting truck. */
async function auction(overrides: Parameters<typeof validTransportInput>[0] = {}) {
  const owner = await createAccount(db(), 'USER');
  const { id } = await owner.caller.transports.create(validTransportInput(overrides));
  const carrier = await createTransporter(db(), 'Alpha Logistics');
  const truck = await createVehicle(db(), carrier.company.id);
  return { owner, id, carrier, truck };
}

const bidsOf = (transportId: string) => db().select().from(bids).where(eq(bids.transportId, transportId));
const setValidUntil = (bidId: string, validUntil: Date) => db().update(bids).set({ validUntil }).where(eq(bids.id, bidId));

describe(`bids.place on ${testDatabaseKind}`, () => {
  it('creates the bid for the company with its vehicle and validity, then updates that same row in place', async () => {
    const { id, carrier, truck } = await auction();
    const placed = await carrier.caller.bids.place(validBid(id, truck.id));
    expect(placed.status).toBe('PENDING');
    const [row] = await bidsOf(id);
    expect(row).toMatchObject({ transporterId: carrier.user.id, companyId: carrier.company.id, vehicleId: truck.id, amount: 250 });
    expect(row?.validUntil).toBeInstanceOf(Date);
    expect((await transportById(db(), id))?.bidCount).toBe(1);

    const updated = await carrier.caller.bids.place(validBid(id, truck.id, { amount: 199.5, currency: 'BAM', message: '' }));
    expect(updated.id).toBe(placed.id);
    const rows = await bidsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 199.5, currency: 'BAM', message: null });
  });

  it('recounts the bids that stand only when a bid changes status, not when its offer changes', async () => {
    const { id, carrier, truck } = await auction();
    await carrier.caller.bids.place(validBid(id, truck.id));
    // A count no bid write gives: only a recount would put the right one back.
    await db().update(transports).set({ bidCount: 7 }).where(eq(transports.id, id));
    await carrier.caller.bids.place(validBid(id, truck.id, { amount: 240 }));
    expect((await transportById(db(), id))?.bidCount).toBe(7);
    await carrier.caller.bids.withdraw({ transportId: id });
    expect((await transportById(db(), id))?.bidCount).toBe(0);
  });

  it('keeps one bid per company per transport, also when the company places twice at once', async () => {
    const { id, carrier, truck } = await auction();
    await Promise.all([
      carrier.caller.bids.place(validBid(id, truck.id, { amount: 300 })),
      carrier.caller.bids.place(validBid(id, truck.id, { amount: 310 })),
    ]);
    const rows = await db()
      .select()
      .from(bids)
      .where(and(eq(bids.transportId, id), eq(bids.companyId, carrier.company.id)));
    expect(rows).toHaveLength(1);
    expect((await transportById(db(), id))?.bidCount).toBe(1);
  });

  it.each([
    ['zero', { amount: 0 }, 'bids:amountPositive'],
    ['negative', { amount: -5 }, 'bids:amountPositive'],
    ['above the EUR maximum', { amount: 100_000.01 }, 'bids:amountTooLarge'],
    ['above the RSD maximum', { amount: 12_000_001, currency: 'RSD' as const }, 'bids:amountTooLarge'],
    ['with a fraction of a cent', { amount: 10.005 }, 'bids:amountCents'],
  ])('refuses an amount %s and stores nothing', async (_name, overrides, key) => {
    const { id, carrier, truck } = await auction();
    const error = await expectTrpcError(carrier.caller.bids.place(validBid(id, truck.id, overrides)), 'BAD_REQUEST');
    expect(fieldErrors(error).amount).toEqual([key]);
    expect(await bidsOf(id)).toHaveLength(0);
  });

  it('takes large amounts in dinars that would be too large in euros', async () => {
    const { id, carrier, truck } = await auction();
    await carrier.caller.bids.place(validBid(id, truck.id, { amount: 11_500_000, currency: 'RSD' }));
    expect((await bidsOf(id))[0]?.currency).toBe('RSD');
  });

  it('refuses an unknown currency and an offer window that already ended', async () => {
    const { id, carrier, truck } = await auction();
    const currency = await expectTrpcError(carrier.caller.bids.place(validBid(id, truck.id, { currency: 'USD' as never })), 'BAD_REQUEST');
    expect(fieldErrors(currency).currency).toEqual(['bids:currencyRequired']);
    const past = await expectTrpcError(carrier.caller.bids.place(validBid(id, truck.id, { validUntil: hoursFromNow(-1) })), 'BAD_REQUEST');
    expect(fieldErrors(past).validUntil).toEqual(['bids:validUntilPast']);
    expect(await bidsOf(id)).toHaveLength(0);
  });

  it('stores an offer standing past the loading day until the end of that day (UTC), on placing and on updating', async () => {
    const { id, carrier, truck } = await auction();
    const closes = new Date(`${isoDay(3)}T23:59:59.999Z`);
    await carrier.caller.bids.place(validBid(id, truck.id, { validUntil: new Date('2099-01-01T00:00:00Z') }));
    expect((await bidsOf(id))[0]?.validUntil).toEqual(closes);

    const tomorrow = hoursFromNow(24);
    await carrier.caller.bids.place(validBid(id, truck.id, { validUntil: tomorrow }));
    expect((await bidsOf(id))[0]?.validUntil).toEqual(tomorrow);
    await carrier.caller.bids.place(validBid(id, truck.id, { validUntil: new Date(closes.getTime() + 1) }));
    expect((await bidsOf(id))[0]?.validUntil).toEqual(closes);
  });

  it('an update without validUntil changes only what was sent: the bid keeps the moment it stands until (issue 30)', async () => {
    const { id, carrier, truck } = await auction();
    const tomorrow = hoursFromNow(24);
    await carrier.caller.bids.place(validBid(id, truck.id, { validUntil: tomorrow }));
    const { validUntil: _omitted, ...offer } = validBid(id, truck.id, { amount: 210 });
    await carrier.caller.bids.place(offer);
    expect((await bidsOf(id))[0]).toMatchObject({ amount: 210, validUntil: tomorrow, status: 'PENDING' });
  });

  it('refuses an offer without validUntil unless a live PENDING bid stands to keep it from', async () => {
    const { id, carrier, truck } = await auction();
    const { validUntil: _omitted, ...offer } = validBid(id, truck.id);
    await expectTrpcError(carrier.caller.bids.place(offer), 'BAD_REQUEST', 'bids:validUntilRequired');
    expect(await bidsOf(id)).toHaveLength(0);

    const placed = await carrier.caller.bids.place(validBid(id, truck.id));
    await carrier.caller.bids.withdraw({ transportId: id });
    await expectTrpcError(carrier.caller.bids.place(offer), 'BAD_REQUEST', 'bids:validUntilRequired');
    await carrier.caller.bids.place(validBid(id, truck.id));
    await setValidUntil(placed.id, hoursFromNow(-1));
    await expectTrpcError(carrier.caller.bids.place(offer), 'BAD_REQUEST', 'bids:validUntilPast');
  });

  it('takes a pickup day only within the loading window and not before today', async () => {
    const fixed = await auction();
    for (const day of [isoDay(2), isoDay(4)]) {
      await expectTrpcError(
        fixed.carrier.caller.bids.place(validBid(fixed.id, fixed.truck.id, { pickupDate: day })),
        'BAD_REQUEST',
        'bids:pickupOutsideWindow',
      );
    }
    // Flexible loading on day 1: the window is day -1 … day 3, but never before today.
    const flexible = await auction({ loadingDate: isoDay(1), loadingFlexible: true, deliveryDate: isoDay(5) });
    await expectTrpcError(
      flexible.carrier.caller.bids.place(validBid(flexible.id, flexible.truck.id, { pickupDate: isoDay(-1) })),
      'BAD_REQUEST',
      'bids:pickupOutsideWindow',
    );
    await expectTrpcError(
      flexible.carrier.caller.bids.place(validBid(flexible.id, flexible.truck.id, { pickupDate: isoDay(4) })),
      'BAD_REQUEST',
      'bids:pickupOutsideWindow',
    );
    expect(await bidsOf(flexible.id)).toHaveLength(0);
    await flexible.carrier.caller.bids.place(validBid(flexible.id, flexible.truck.id, { pickupDate: isoDay(3) }));
    expect((await bidsOf(flexible.id))[0]?.pickupDate).toBe(isoDay(3));
  });

  it.each([
    ['itemType', { type: 'ANIMAL_TRANSPORT' as const }],
    ['weight', { capacityKg: 15 }],
    ['volume', { cargoLengthCm: 55, cargoWidthCm: 45, cargoHeightCm: 30 }],
    ['size', { cargoHeightCm: 25 }],
  ])('refuses a vehicle that does not fit with fleet:fit.%s', async (reason, overrides) => {
    const { id, carrier } = await auction();
    const vehicle = await createVehicle(db(), carrier.company.id, overrides);
    await expectTrpcError(carrier.caller.bids.place(validBid(id, vehicle.id)), 'BAD_REQUEST', `fleet:fit.${reason}`);
    expect(await bidsOf(id)).toHaveLength(0);
  });

  it('refuses with the first reason when a vehicle misses several limits', async () => {
    const { id, carrier } = await auction();
    const car = await createVehicle(db(), carrier.company.id, { type: 'CAR_CARRIER', capacityKg: 1, cargoHeightCm: 10 });
    await expectTrpcError(carrier.caller.bids.place(validBid(id, car.id)), 'BAD_REQUEST', 'fleet:fit.itemType');
  });

  it("answers NOT_FOUND for another company's vehicle or an unknown one, CONFLICT for one that is not available", async () => {
    const { id, carrier } = await auction();
    const rival = await createTransporter(db());
    const theirs = await createVehicle(db(), rival.company.id);
    await expectTrpcError(carrier.caller.bids.place(validBid(id, theirs.id)), 'NOT_FOUND', 'bids:vehicleNotFound');
    await expectTrpcError(carrier.caller.bids.place(validBid(id, missingId)), 'NOT_FOUND', 'bids:vehicleNotFound');
    for (const status of ['ON_JOB', 'MAINTENANCE'] as const) {
      const busy = await createVehicle(db(), carrier.company.id, { status });
      await expectTrpcError(carrier.caller.bids.place(validBid(id, busy.id)), 'CONFLICT', 'bids:vehicleUnavailable');
    }
    expect(await bidsOf(id)).toHaveLength(0);
  });

  it('refuses bids once the auction is not OPEN: CONFLICT for a bidder, NOT_FOUND for anyone else', async () => {
    const { owner, id, carrier, truck } = await auction();
    await carrier.caller.bids.place(validBid(id, truck.id));
    await owner.caller.transports.cancel({ id });
    await expectTrpcError(carrier.caller.bids.place(validBid(id, truck.id, { amount: 99 })), 'CONFLICT', 'bids:auctionClosed');
    await expectTrpcError(carrier.caller.bids.withdraw({ transportId: id }), 'CONFLICT', 'bids:auctionClosed');
    const stranger = await createTransporter(db());
    const strangerTruck = await createVehicle(db(), stranger.company.id);
    await expectTrpcError(stranger.caller.bids.place(validBid(id, strangerTruck.id)), 'NOT_FOUND', 'transports:notFound');
    await expectTrpcError(stranger.caller.bids.place(validBid(missingId, strangerTruck.id)), 'NOT_FOUND', 'transports:notFound');
    expect((await bidsOf(id)).map((bid) => [bid.amount, bid.status])).toEqual([[250, 'DECLINED']]);
  });

  it('refuses bids once the loading day has passed (the auction reads as EXPIRED)', async () => {
    const { id, carrier, truck } = await auction();
    await carrier.caller.bids.place(validBid(id, truck.id));
    await db()
      .update(transports)
      .set({ loadingDate: isoDay(-1) })
      .where(eq(transports.id, id));
    await expectTrpcError(carrier.caller.bids.place(validBid(id, truck.id, { pickupDate: isoDay(0) })), 'CONFLICT', 'bids:auctionClosed');
  });
});

describe(`bids.withdraw on ${testDatabaseKind}`, () => {
  it('withdraws the own PENDING bid (it stops counting); placing again makes the same bid PENDING', async () => {
    const { id, carrier, truck } = await auction();
    const placed = await carrier.caller.bids.place(validBid(id, truck.id));
    expect(await carrier.caller.bids.withdraw({ transportId: id })).toEqual({ id: placed.id, status: 'WITHDRAWN' });
    expect((await transportById(db(), id))?.bidCount).toBe(0);
    await expectTrpcError(carrier.caller.bids.withdraw({ transportId: id }), 'CONFLICT', 'bids:notPending');

    const again = await carrier.caller.bids.place(validBid(id, truck.id, { amount: 240 }));
    expect(again).toEqual({ id: placed.id, status: 'PENDING' });
    expect((await transportById(db(), id))?.bidCount).toBe(1);
  });

  it('answers NOT_FOUND without a bid of the caller (another company cannot withdraw it)', async () => {
    const { id, carrier, truck } = await auction();
    await carrier.caller.bids.place(validBid(id, truck.id));
    const rival = await createTransporter(db());
    await expectTrpcError(rival.caller.bids.withdraw({ transportId: id }), 'NOT_FOUND', 'bids:notFound');
    expect((await bidsOf(id))[0]?.status).toBe('PENDING');
  });
});

describe(`bids.forTransport on ${testDatabaseKind}`, () => {
  it("shows the own bid, the count and the lowest per currency, never another company's identity, message or vehicle", async () => {
    const { id, carrier, truck } = await auction();
    const rival = await createTransporter(db(), 'Bravo Secret Haulage');
    const rivalTruck = await createVehicle(db(), rival.company.id, { name: 'Bravo big one', plate: 'ZZ-999-ZZ' });
    await rival.caller.bids.place(validBid(id, rivalTruck.id, { amount: 180, message: 'Bravo private note' }));
    await rival.caller.bids.place(validBid(id, rivalTruck.id, { amount: 180, message: 'Bravo private note' }));
    const other = await createTransporter(db());
    const otherTruck = await createVehicle(db(), other.company.id);
    await other.caller.bids.place(validBid(id, otherTruck.id, { amount: 400, currency: 'BAM' }));
    await carrier.caller.bids.place(validBid(id, truck.id, { amount: 200 }));

    const standing = await carrier.caller.bids.forTransport({ transportId: id });
    expect(standing).toMatchObject({
      canBid: true,
      bidCount: 3,
      pickupWindow: { from: isoDay(3), to: isoDay(3) },
      lowest: [
        { currency: 'BAM', amount: 400 },
        { currency: 'EUR', amount: 180 },
      ],
      ownBid: { amount: 200, currency: 'EUR', vehicleId: truck.id, status: 'PENDING', expired: false },
    });
    expect(standing.vehicles.map((vehicle) => vehicle.id)).toEqual([truck.id]);
    const seen = JSON.stringify(standing);
    for (const secret of ['Bravo', 'ZZ-999-ZZ', rival.user.id, rival.company.id, rivalTruck.id, rival.user.email, otherTruck.id]) {
      expect(seen).not.toContain(secret);
    }
  });

  it('lists the fleet with each fit problem, fitting available vehicles first; expired and withdrawn bids are not the lowest', async () => {
    const { id, carrier, truck } = await auction();
    const pets = await createVehicle(db(), carrier.company.id, { name: 'A pets', type: 'ANIMAL_TRANSPORT', capacityKg: 15 });
    const busy = await createVehicle(db(), carrier.company.id, { name: 'B busy', status: 'MAINTENANCE' });
    const rival = await createTransporter(db());
    const rivalTruck = await createVehicle(db(), rival.company.id);
    const expiring = await rival.caller.bids.place(validBid(id, rivalTruck.id, { amount: 50 }));
    await setValidUntil(expiring.id, hoursFromNow(-1));

    const standing = await carrier.caller.bids.forTransport({ transportId: id });
    expect(standing.vehicles.map((vehicle) => [vehicle.id, vehicle.problems])).toEqual([
      [truck.id, []],
      [busy.id, []],
      [pets.id, ['itemType', 'weight']],
    ]);
    expect(standing.lowest).toEqual([]);
    expect(standing.bidCount).toBe(1);
    expect(standing.ownBid).toBeNull();
  });

  it('answers NOT_FOUND for a load the caller may not see, and still shows a closed one it bid on', async () => {
    const { owner, id, carrier, truck } = await auction();
    await carrier.caller.bids.place(validBid(id, truck.id));
    await owner.caller.transports.cancel({ id });
    const stranger = await createTransporter(db());
    await expectTrpcError(stranger.caller.bids.forTransport({ transportId: id }), 'NOT_FOUND', 'transports:notFound');
    await expectTrpcError(stranger.caller.bids.forTransport({ transportId: missingId }), 'NOT_FOUND', 'transports:notFound');
    const own = await carrier.caller.bids.forTransport({ transportId: id });
    expect(own).toMatchObject({ canBid: false, status: 'CANCELLED', ownBid: { status: 'DECLINED' } });
  });
});

describe(`bids: the role gate on ${testDatabaseKind}`, () => {
  it.each(['USER', 'COMPANY'] as const)('refuses a %s account on every bids procedure', async (accountType) => {
    const { id, truck } = await auction();
    const customer = await createAccount(db(), accountType);
    await expectTrpcError(customer.caller.bids.place(validBid(id, truck.id)), 'FORBIDDEN', 'errors:forbidden');
    await expectTrpcError(customer.caller.bids.withdraw({ transportId: id }), 'FORBIDDEN', 'errors:forbidden');
    await expectTrpcError(customer.caller.bids.forTransport({ transportId: id }), 'FORBIDDEN', 'errors:forbidden');
    await expectTrpcError(customer.caller.bids.mine({}), 'FORBIDDEN', 'errors:forbidden');
    expect(await bidsOf(id)).toHaveLength(0);
  });
});
