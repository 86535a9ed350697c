/**
 * The price band (issue 28): the middle 50 % of similar awarded prices, from aggregates the award
 * writes in its own transaction; shown only with 7 awards from 3 companies in the window, else the
 * lane widens (either direction, then the regions), else not enough data; outliers beyond P1-P99
 * left out; prices compared in EUR at the reference rates and shown in the viewer's currency.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '@/lib/constants';
import type { CreateTransportInput } from '@/lib/schemas/transport';
import type { BandJob } from '@/lib/price-band/similarity';
import { priceBandStats } from '@/server/db/schema';
import { recordAward } from '@/server/services/price-band/record-award';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { createAccount, createTransporter, placeBid, validItem, validTransportInput } from './helpers/transports';
import { createVehicle } from './helpers/bids';
import { expectTrpcError } from './helpers/errors';

const db = useTestDatabase();

/** Beograd → Sarajevo, as validTransportInput posts it (243 road km, 20 kg of parcels). */
const beogradSarajevo: BandJob = {
  loadingCountry: 'RS',
  deliveryCountry: 'BA',
  loadingLat: 44.8176,
  loadingLon: 20.4569,
  deliveryLat: 43.8563,
  deliveryLon: 18.4131,
  weightKg: 20,
  itemTypes: ['PARCEL'],
};
/** The file shares one database: each test compares jobs of its own item types, which no other test's match. */
const withTypes = (...itemTypes: BandJob['itemTypes']): BandJob => ({ ...beogradSarajevo, itemTypes });
const companies = Array.from({ length: 5 }, (_, index) => `00000000-0000-4000-8000-00000000000${index}`);

/** `count` awards of `job` at these EUR prices (cycled), from the first `companyCount` companies. */
async function awards(job: BandJob, prices: readonly number[], companyCount: number, currency: Currency = 'EUR', at = new Date()) {
  for (const [index, amount] of prices.entries()) {
    await recordAward(db(), job, { amount, currency, companyId: companies[index % companyCount] ?? '' }, at);
  }
}

async function bandFor(job: BandJob, currency: Currency = 'EUR') {
  const viewer = await createAccount(db(), 'USER');
  return (await viewer.caller.transports.priceBand({ currency, job: { ...job, itemTypes: [...job.itemTypes] } })).band;
}

/** A customer's transport on the default lane awarded to a new company's bid through transports.award. */
const palletInput = (terms: Partial<CreateTransportInput> = {}) =>
  validTransportInput({ items: [validItem({ type: 'PALLET' })], ...terms });

async function awardThroughTheApi(amount: number) {
  const owner = await createAccount(db(), 'USER');
  const { id } = await owner.caller.transports.create(palletInput());
  const carrier = await createTransporter(db());
  const bid = await placeBid(db(), { transportId: id, transporterId: carrier.user.id, companyId: carrier.company.id, amount });
  await owner.caller.transports.award({ transportId: id, bidId: bid.id });
  return id;
}

describe(`price band on ${testDatabaseKind}`, () => {
  it('shows nothing below 7 awards or below 3 companies, and the lane band once both are met', async () => {
    await awards(beogradSarajevo, [300, 350, 400, 450, 500, 550], 3);
    expect(await bandFor(beogradSarajevo)).toBeNull();
    await awards(beogradSarajevo, [420], 1);
    const band = await bandFor(beogradSarajevo);
    expect(band).toMatchObject({ level: 'LANE', currency: 'EUR', awards: 7 });
    expect(band?.low).toBeGreaterThanOrEqual(330);
    expect(band?.high).toBeLessThanOrEqual(530);
    const twoCompanies = { ...beogradSarajevo, weightKg: 2000 };
    await awards(twoCompanies, [300, 350, 400, 450, 500, 550, 600, 650], 2);
    expect(await bandFor(twoCompanies)).toBeNull();
  });

  it('widens to the lane in either direction, then to the regions, and says which', async () => {
    const bicycles = withTypes('BICYCLE');
    await awards({ ...bicycles, loadingCountry: 'BA', deliveryCountry: 'RS' }, [400, 410, 420, 430, 440, 450, 460], 3);
    expect(await bandFor(bicycles)).toMatchObject({ level: 'EITHER_DIRECTION' });
    const heavy = { ...bicycles, weightKg: 5000 };
    await awards({ ...heavy, loadingCountry: 'ME', deliveryCountry: 'MK' }, [900, 950, 1000, 1050, 1100, 1150, 1200], 3);
    expect(await bandFor(heavy)).toMatchObject({ level: 'REGION' });
    expect(await bandFor({ ...heavy, deliveryCountry: 'DE' })).toBeNull();
  });

  it('compares in EUR at the reference rates and shows the viewer currency', async () => {
    const pets = withTypes('PET');
    await awards(pets, [782, 802, 821, 841, 860, 880, 900], 3, 'BAM'); // about 400 … 460 EUR
    const inEur = await bandFor(pets, 'EUR');
    const inRsd = await bandFor(pets, 'RSD');
    expect(inEur?.median).toBeGreaterThanOrEqual(410);
    expect(inEur?.median).toBeLessThanOrEqual(450);
    expect(inRsd).toMatchObject({ currency: 'RSD', ratesDate: inEur?.ratesDate });
    expect((inRsd?.median ?? 0) / 117).toBeGreaterThan((inEur?.median ?? 0) * 0.95);
    expect((inRsd?.median ?? 0) / 117).toBeLessThan((inEur?.median ?? 0) * 1.05);
  });

  it('leaves out the prices beyond the P1 and the P99', async () => {
    const typical = Array.from({ length: 198 }, (_, index) => 380 + (index % 9) * 5);
    const parts = withTypes('VEHICLE_PART');
    await awards(parts, [...typical, 15, 90_000], 4);
    const band = await bandFor(parts);
    expect(band).toMatchObject({ awards: 200, outliers: 4 }); // ranks before ceil(1.99) and after floor(197.01): two each side
    expect(band?.low).toBeGreaterThanOrEqual(370);
    expect(band?.high).toBeLessThanOrEqual(440);
  });

  it('counts only the window: awards older than 180 days (in whole months) are left out', async () => {
    const other = withTypes('OTHER');
    await awards(other, [400, 410, 420, 430, 440, 450, 460], 3, 'EUR', new Date(Date.now() - 220 * 86_400_000));
    expect(await bandFor(other)).toBeNull();
    await awards(other, [400, 410, 420, 430, 440, 450, 460], 3, 'EUR', new Date(Date.now() - 100 * 86_400_000));
    expect(await bandFor(other)).toMatchObject({ awards: 7 });
  });

  it('is updated on award, by transports.award and by bids.bookNow, in the award transaction', async () => {
    for (const amount of [400, 420, 440, 460, 480, 500]) await awardThroughTheApi(amount);
    const job = withTypes('PALLET');
    expect(await bandFor(job)).toBeNull();
    const owner = await createAccount(db(), 'USER');
    const { id } = await owner.caller.transports.create(palletInput({ bookNowAmount: 880, bookNowCurrency: 'BAM' }));
    const carrier = await createTransporter(db());
    const truck = await createVehicle(db(), carrier.company.id);
    await carrier.caller.bids.bookNow({ transportId: id, vehicleId: truck.id });
    const band = await bandFor(job);
    expect(band).toMatchObject({ level: 'LANE', awards: 7 });
    const [lane] = await db()
      .select()
      .from(priceBandStats)
      .where(and(eq(priceBandStats.level, 'LANE'), eq(priceBandStats.itemTypes, 'PALLET')));
    expect(lane?.awards).toBe(7);
    const [counted] = await db()
      .execute(sql`select sum(c)::int as total from price_band_stats, unnest(counts) c where level = 'LANE' and item_types = 'PALLET'`)
      .then((result) => (result as unknown as { rows: { total: number }[] }).rows);
    expect(counted?.total).toBe(7);
  });

  it('gives a stored transport to its owner and, while open, to transporters; others get NOT_FOUND', async () => {
    const mixed = { ...withTypes('PARCEL', 'PALLET'), weightKg: 40 };
    await awards(mixed, [400, 410, 420, 430, 440, 450, 460], 3);
    const owner = await createAccount(db(), 'USER');
    const { id } = await owner.caller.transports.create(validTransportInput({ items: [validItem(), validItem({ type: 'PALLET' })] }));
    expect((await owner.caller.transports.priceBand({ currency: 'EUR', transportId: id })).band).toMatchObject({ level: 'LANE' });
    const transporter = await createTransporter(db());
    expect((await transporter.caller.transports.priceBand({ currency: 'CHF', transportId: id })).band).toMatchObject({ currency: 'CHF' });
    await owner.caller.transports.cancel({ id });
    await expectTrpcError(transporter.caller.transports.priceBand({ currency: 'EUR', transportId: id }), 'NOT_FOUND');
  });
});
