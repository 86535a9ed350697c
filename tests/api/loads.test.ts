/** loads.search and loads.byId through the real router: who sees what, every filter, each order, keyset paging. */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoadSearchInput } from '@/lib/schemas/load-search';
import { findPlace } from '@/lib/gazetteer';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { createAccount, createTransporter, isoDay, placeBid, type Account } from './helpers/transports';
import { insertLoad, insertPosition, insertVehicle, uniqueCountry } from './helpers/loads';

const db = useTestDatabase();

let customer: Account;
let carrier: Awaited<ReturnType<typeof createTransporter>>;
beforeAll(async () => {
  customer = await createAccount(db(), 'COMPANY');
  carrier = await createTransporter(db());
});

type SearchInput = Partial<Omit<LoadSearchInput, 'loading' | 'delivery' | 'itemTypes'>> &
  Partial<Pick<LoadSearchInput, 'loading' | 'delivery' | 'itemTypes'>>;

/** Every page of a search, following `next`, in display order. */
async function allIds(caller: typeof carrier.caller, input: SearchInput) {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const page = await caller.loads.search({ pageSize: 5, ...input, cursor });
    ids.push(...page.items.map((item) => item.id));
    if (!page.next) return ids;
    cursor = page.next;
  }
  throw new Error('too many pages');
}
const ofCountry = (country: string, input: SearchInput = {}) => allIds(carrier.caller, { loading: [{ country }], ...input });

describe(`loads: access on ${testDatabaseKind}`, () => {
  it('refuses customer accounts (FORBIDDEN) and anonymous callers', async () => {
    const load = await insertLoad(db(), customer.user.id);
    await expectTrpcError(customer.caller.loads.search({}), 'FORBIDDEN', 'errors:forbidden');
    await expectTrpcError(customer.caller.loads.byId({ id: load.id }), 'FORBIDDEN', 'errors:forbidden');
    const user = await createAccount(db(), 'USER');
    await expectTrpcError(user.caller.loads.search({}), 'FORBIDDEN', 'errors:forbidden');
  });

  it('lists OPEN loads from today on; a passed loading day or another status is neither listed nor readable', async () => {
    const country = uniqueCountry();
    const today = await insertLoad(db(), customer.user.id, { loadingCountry: country, loadingDate: isoDay(0) });
    const later = await insertLoad(db(), customer.user.id, { loadingCountry: country, loadingDate: isoDay(9) });
    const passed = await insertLoad(db(), customer.user.id, { loadingCountry: country, loadingDate: isoDay(-1) });
    const awarded = await insertLoad(db(), customer.user.id, { loadingCountry: country, status: 'AWARDED' });
    const cancelled = await insertLoad(db(), customer.user.id, { loadingCountry: country, status: 'CANCELLED' });
    expect(await ofCountry(country)).toEqual([today.id, later.id]);
    for (const hidden of [passed, awarded, cancelled]) {
      await expectTrpcError(carrier.caller.loads.byId({ id: hidden.id }), 'NOT_FOUND', 'transports:notFound');
    }
    const detail = await carrier.caller.loads.byId({ id: later.id });
    expect(detail).toMatchObject({ id: later.id, status: 'OPEN', hired: false, myBidStatus: null });
    expect(detail).not.toHaveProperty('ownerId');
  });

  it("a row carries what the list shows, and none of the load's detail (read with loads.byId)", async () => {
    const country = uniqueCountry();
    const load = await insertLoad(db(), customer.user.id, { loadingCountry: country });
    const [row] = (await carrier.caller.loads.search({ loading: [{ country }] })).items;
    expect(Object.keys(row!).sort()).toEqual(
      [
        'id',
        'title',
        'status',
        'loadingAddress',
        'loadingDate',
        'loadingFlexible',
        'deliveryAddress',
        'deliveryDate',
        'deliveryFlexible',
        'biddingEndsAt',
        'updatedAt',
        'vehicle',
        'estimatedWeightKg',
        'estimatedVolumeM3',
        'maxItemLongCm',
        'maxItemShortCm',
        'maxItemHeightCm',
        'bidCount',
        'budgetAmount',
        'budgetCurrency',
        'bookNowAmount',
        'bookNowCurrency',
        'emptyKm',
        'myBid',
      ].sort(),
    );
    expect(row).toMatchObject({ id: load.id, status: 'OPEN', emptyKm: null, myBid: null });
  });

  it('"my bids" lists every load this company bid on, whatever its state, and only those; they stay readable', async () => {
    const country = uniqueCountry();
    const rival = await createTransporter(db());
    const open = await insertLoad(db(), customer.user.id, { loadingCountry: country });
    const passed = await insertLoad(db(), customer.user.id, { loadingCountry: country, loadingDate: isoDay(-3) });
    const awarded = await insertLoad(db(), customer.user.id, { loadingCountry: country, status: 'AWARDED' });
    const notMine = await insertLoad(db(), customer.user.id, { loadingCountry: country });
    for (const load of [open, passed, awarded]) await placeBid(db(), { transportId: load.id, transporterId: carrier.user.id, amount: 100 });
    await placeBid(db(), { transportId: notMine.id, transporterId: rival.user.id, amount: 90 });
    const mine = await ofCountry(country, { scope: 'myBids' });
    expect(new Set(mine)).toEqual(new Set([open.id, passed.id, awarded.id]));
    expect(mine).toHaveLength(3);
    expect((await carrier.caller.loads.byId({ id: passed.id })).status).toBe('EXPIRED');
    expect((await carrier.caller.loads.byId({ id: awarded.id })).myBidStatus).toBe('PENDING');
    expect(await allIds(rival.caller, { loading: [{ country }], scope: 'myBids' })).toEqual([notMine.id]);
  });

  it("shows the customer's contact details only to the hired company", async () => {
    const loser = await createTransporter(db());
    const load = await insertLoad(db(), customer.user.id);
    const won = await placeBid(db(), { transportId: load.id, transporterId: carrier.user.id, amount: 100, status: 'ACCEPTED' });
    await placeBid(db(), { transportId: load.id, transporterId: loser.user.id, amount: 120, status: 'DECLINED' });
    const before = await carrier.caller.loads.byId({ id: load.id });
    expect(before.customer.contact).toBeNull();
    const { transports } = await import('@/server/db/schema');
    const { eq } = await import('drizzle-orm');
    await db().update(transports).set({ status: 'AWARDED', awardedBidId: won.id }).where(eq(transports.id, load.id));
    const hired = await carrier.caller.loads.byId({ id: load.id });
    expect(hired.hired).toBe(true);
    expect(hired.customer.contact).toEqual({ email: customer.user.email, phone: null });
    const declined = await loser.caller.loads.byId({ id: load.id });
    expect(declined).toMatchObject({ hired: false, myBidStatus: 'DECLINED', customer: { contact: null } });
  });
});

describe(`loads.search filters on ${testDatabaseKind}`, () => {
  it('several loading countries at once, and delivery countries', async () => {
    const [a, b, c, d] = [uniqueCountry(), uniqueCountry(), uniqueCountry(), uniqueCountry()];
    const inA = await insertLoad(db(), customer.user.id, { loadingCountry: a, deliveryCountry: d });
    const inB = await insertLoad(db(), customer.user.id, { loadingCountry: b });
    await insertLoad(db(), customer.user.id, { loadingCountry: c });
    expect(new Set(await allIds(carrier.caller, { loading: [{ country: a }, { country: b }] }))).toEqual(new Set([inA.id, inB.id]));
    expect(await allIds(carrier.caller, { loading: [{ country: a }, { country: b }], delivery: [{ country: d }] })).toEqual([inA.id]);
  });

  it('a gazetteer place with a radius, at either end', async () => {
    const country = uniqueCountry();
    const sarajevo = findPlace('Sarajevo')!;
    const near = await insertLoad(db(), customer.user.id, { deliveryCountry: country, loadingLat: 43.9, loadingLon: 18.3 }); // ~10 km
    const zenica = await insertLoad(db(), customer.user.id, { deliveryCountry: country, loadingLat: 44.2017, loadingLon: 17.9039 }); // ~55 km
    await insertLoad(db(), customer.user.id, { deliveryCountry: country, loadingLat: 44.8125, loadingLon: 20.4612 }); // Beograd
    const place = (radiusKm: number) => ({ country: 'BA', place: sarajevo.name, radiusKm });
    const delivery = [{ country }];
    expect(await allIds(carrier.caller, { delivery, loading: [place(30)] })).toEqual([near.id]);
    expect(new Set(await allIds(carrier.caller, { delivery, loading: [place(80)] }))).toEqual(new Set([near.id, zenica.id]));
    const deliveredNear = await insertLoad(db(), customer.user.id, { loadingCountry: country, deliveryLat: 43.86, deliveryLon: 18.42 });
    expect(await allIds(carrier.caller, { loading: [{ country }], delivery: [place(5)] })).toEqual([deliveredNear.id]);
  });

  it('refuses a place that is not in the gazetteer, and more than ten places', async () => {
    await expectTrpcError(carrier.caller.loads.search({ loading: [{ country: 'BA', place: 'Atlantis', radiusKm: 10 }] }), 'BAD_REQUEST');
    const eleven = Array.from({ length: 11 }, () => ({ country: 'RS' }));
    await expectTrpcError(carrier.caller.loads.search({ loading: eleven }), 'BAD_REQUEST');
  });

  it('loading date range, item types, delivery type, maximum weight and volume', async () => {
    const country = uniqueCountry();
    const base = { loadingCountry: country };
    const early = await insertLoad(db(), customer.user.id, {
      ...base,
      loadingDate: isoDay(1),
      itemTypes: ['PARCEL'],
      deliveryType: 'PRIVATE',
    });
    const middle = await insertLoad(db(), customer.user.id, {
      ...base,
      loadingDate: isoDay(4),
      itemTypes: ['PET', 'OTHER'],
      estimatedWeightKg: 900,
    });
    const late = await insertLoad(db(), customer.user.id, { ...base, loadingDate: isoDay(8), estimatedVolumeM3: 30 });
    expect(await ofCountry(country, { loadingFrom: isoDay(2), loadingTo: isoDay(8) })).toEqual([middle.id, late.id]);
    expect(await ofCountry(country, { loadingTo: isoDay(4) })).toEqual([early.id, middle.id]);
    expect(await ofCountry(country, { itemTypes: ['PET'] })).toEqual([middle.id]);
    expect(await ofCountry(country, { itemTypes: ['PARCEL', 'PET'] })).toEqual([early.id, middle.id]);
    expect(await ofCountry(country, { deliveryType: 'PRIVATE' })).toEqual([early.id]);
    expect(await ofCountry(country, { maxWeightKg: 500 })).toEqual([early.id, late.id]);
    expect(await ofCountry(country, { maxVolumeM3: 10 })).toEqual([early.id, middle.id]);
  });

  it('"fits my fleet": only loads an AVAILABLE vehicle of this company can carry', async () => {
    const country = uniqueCountry();
    const company = await createTransporter(db());
    const van = await insertVehicle(db(), company.company.id, {
      type: 'VAN',
      capacityKg: 1200,
      cargoLengthCm: 330,
      cargoWidthCm: 170,
      cargoHeightCm: 180,
    });
    await insertVehicle(db(), company.company.id, {
      type: 'CAR_CARRIER',
      capacityKg: 20_000,
      cargoLengthCm: 1500,
      cargoWidthCm: 250,
      cargoHeightCm: 400,
      status: 'MAINTENANCE',
    });
    const fits = await insertLoad(db(), customer.user.id, { loadingCountry: country, estimatedWeightKg: 1000 });
    await insertLoad(db(), customer.user.id, { loadingCountry: country, estimatedWeightKg: 1500 });
    await insertLoad(db(), customer.user.id, { loadingCountry: country, itemTypes: ['VEHICLE'] });
    await insertLoad(db(), customer.user.id, { loadingCountry: country, maxItemLongCm: 400 });
    const search = { loading: [{ country }], fitsMyFleet: true };
    expect(await allIds(company.caller, search)).toEqual([fits.id]);
    expect(van.status).toBe('AVAILABLE');
    const noFleet = await createTransporter(db());
    expect(await allIds(noFleet.caller, search)).toEqual([]);
  });
});

describe(`loads.search orders and paging on ${testDatabaseKind}`, () => {
  it('each order is stable (key, then id) and pages back to where they came from', async () => {
    const country = uniqueCountry();
    const rows = [];
    // Whole milliseconds, three loads to each: the database keeps microseconds, which a Date drops,
    // so times of its own could tie here and not there (two inserts within one millisecond).
    const posted = Date.now() - 60_000;
    for (let i = 0; i < 12; i++) {
      const createdAt = new Date(posted + (i % 4) * 1000);
      rows.push(
        await insertLoad(db(), customer.user.id, { loadingCountry: country, loadingDate: isoDay(1 + (i % 3)), bidCount: i % 4, createdAt }),
      );
    }
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const expected = {
      loadingDate: [...rows].sort((a, b) => a.loadingDate.localeCompare(b.loadingDate) || byId(a, b)),
      newest: [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || byId(b, a)),
      bidCount: [...rows].sort((a, b) => a.bidCount - b.bidCount || byId(a, b)),
    };
    for (const sort of ['loadingDate', 'newest', 'bidCount'] as const) {
      expect(await ofCountry(country, { sort }), sort).toEqual(expected[sort].map((row) => row.id));
      const first = await carrier.caller.loads.search({ loading: [{ country }], sort, pageSize: 5 });
      const second = await carrier.caller.loads.search({ loading: [{ country }], sort, pageSize: 5, cursor: first.next! });
      const back = await carrier.caller.loads.search({
        loading: [{ country }],
        sort,
        pageSize: 5,
        cursor: second.previous!,
        direction: 'before',
      });
      expect(back.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
      expect(back.previous).toBeNull();
    }
  });

  it('returns every row exactly once while new loads arrive between pages', async () => {
    const country = uniqueCountry();
    const original = new Set<string>();
    for (let i = 0; i < 13; i++)
      original.add((await insertLoad(db(), customer.user.id, { loadingCountry: country, loadingDate: isoDay(1 + (i % 5)) })).id);
    for (const sort of ['loadingDate', 'newest', 'bidCount'] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await carrier.caller.loads.search({ loading: [{ country }], sort, pageSize: 5, cursor });
        seen.push(...page.items.map((item) => item.id));
        cursor = page.next ?? undefined;
        // A newer load on an early day, and one on a late day, land before and after the cursor.
        await insertLoad(db(), customer.user.id, { loadingCountry: country, loadingDate: isoDay(1) });
        await insertLoad(db(), customer.user.id, { loadingCountry: country, loadingDate: isoDay(9) });
      } while (cursor);
      expect(new Set(seen).size, sort).toBe(seen.length);
      expect(seen.filter((id) => original.has(id)).length, sort).toBe(original.size);
    }
  });

  it('sorts by empty km from a vehicle of this company, nearest first, over several pages', async () => {
    const country = uniqueCountry();
    const vehicle = await insertVehicle(db(), carrier.company.id);
    await insertPosition(db(), vehicle.id, 40, 20, 60);
    await insertPosition(db(), vehicle.id, 44.8125, 20.4612); // Beograd, the latest
    const kms = [0, 3, 40, 120, 400, 900, 1500, 2500];
    const loads = [];
    for (const km of kms)
      loads.push(
        await insertLoad(db(), customer.user.id, { loadingCountry: country, loadingLat: 44.8125 + km / 111.2, loadingLon: 20.4612 }),
      );
    await insertLoad(db(), customer.user.id, { loadingCountry: country, loadingLat: null, loadingLon: null });
    const input = { loading: [{ country }], sort: 'emptyKm' as const, vehicleId: vehicle.id };
    expect(await allIds(carrier.caller, input)).toEqual(loads.map((load) => load.id));
    const page = await carrier.caller.loads.search({ ...input, pageSize: 5 });
    expect(page.items.map((item) => item.emptyKm)).toEqual([0, 3, 40, 120, 400]);
    const second = await carrier.caller.loads.search({ ...input, pageSize: 5, cursor: page.next! });
    const back = await carrier.caller.loads.search({ ...input, pageSize: 5, cursor: second.previous!, direction: 'before' });
    expect(back.items.map((item) => item.id)).toEqual(page.items.map((item) => item.id));
  });

  it('empty km: another company’s vehicle is NOT_FOUND, a vehicle without positions is refused, a vehicle is required', async () => {
    const rival = await createTransporter(db());
    const theirs = await insertVehicle(db(), rival.company.id);
    await insertPosition(db(), theirs.id, 44, 20);
    await expectTrpcError(carrier.caller.loads.search({ sort: 'emptyKm', vehicleId: theirs.id }), 'NOT_FOUND', 'loads:vehicleNotFound');
    const parked = await insertVehicle(db(), carrier.company.id);
    await expectTrpcError(
      carrier.caller.loads.search({ sort: 'emptyKm', vehicleId: parked.id }),
      'BAD_REQUEST',
      'loads:vehicleHasNoPosition',
    );
    await expectTrpcError(carrier.caller.loads.search({ sort: 'emptyKm' }), 'BAD_REQUEST');
  });

  it('refuses a cursor of another order or a forged one', async () => {
    const country = uniqueCountry();
    for (let i = 0; i < 3; i++) await insertLoad(db(), customer.user.id, { loadingCountry: country });
    const small = await carrier.caller.loads.search({ loading: [{ country }], sort: 'newest', pageSize: 5 });
    expect(small.items).toHaveLength(3);
    const forged = Buffer.from(JSON.stringify(['newest', "x'; drop table", small.items[0]!.id])).toString('base64url');
    await expectTrpcError(carrier.caller.loads.search({ sort: 'newest', cursor: forged }), 'BAD_REQUEST');
    const other = Buffer.from(JSON.stringify(['loadingDate', '2030-01-01', small.items[0]!.id])).toString('base64url');
    await expectTrpcError(carrier.caller.loads.search({ sort: 'newest', cursor: other }), 'BAD_REQUEST', 'validation:invalidInput');
  });
});

describe(`loads.vehicles on ${testDatabaseKind}`, () => {
  it("lists this company's vehicles only, saying which have a known position", async () => {
    const company = await createTransporter(db());
    const rival = await createTransporter(db());
    const located = await insertVehicle(db(), company.company.id);
    const parked = await insertVehicle(db(), company.company.id);
    await insertVehicle(db(), rival.company.id);
    await insertPosition(db(), located.id, 44, 20);
    const listed = await company.caller.loads.vehicles();
    expect(new Map(listed.map((vehicle) => [vehicle.id, vehicle.located]))).toEqual(
      new Map([
        [located.id, true],
        [parked.id, false],
      ]),
    );
    await expectTrpcError(customer.caller.loads.vehicles(), 'FORBIDDEN', 'errors:forbidden');
  });
});
