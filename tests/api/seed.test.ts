import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { transportStatuses } from '@/lib/constants';
import { bidStandings } from '@/lib/bid-standing';
import { fitProblems } from '@/lib/vehicle-fit';
import { startSession } from '@/server/services/auth/sessions';
import { verifyAccessToken } from '@/server/services/auth/tokens';
import { callerFor } from './helpers/caller';
import { estimateVolumeM3, estimateWeightKg, suggestVehicle } from '@/lib/transport-math';
import { vehicleSchema } from '@/lib/schemas/vehicle';
import { carriedItemTypes, cargoVolumeM3 } from '@/lib/vehicle-fit';
import {
  bids,
  companies,
  reviews,
  mailQueue,
  messages,
  messageThreads,
  notifications,
  positions,
  publicAnswers,
  transportItems,
  transports,
  users,
  vehicles,
} from '@/server/db/schema';
import { seedDemo } from '@/server/seed/demo';
import { demoTrackers } from '@/server/seed/fleet';
import { verifyPassword } from '@/server/services/auth/passwords';
import { deliveryCodes, deliveryRecords } from '@/server/db/schema';
import { verifyChain } from '@/server/services/deliveries/delivery-chain';
import { testDatabaseKind, useTestDatabase } from './helpers/database';

const db = useTestDatabase();

beforeAll(async () => {
  await seedDemo(db());
}, 60_000);

/** Each transport (of those `where` picks, or all) with its bids and its items. */
async function transportsWithBidsAndItems(where?: SQL) {
  const rows = await db().select().from(transports).where(where);
  const allBids = await db().select().from(bids);
  const allItems = await db().select().from(transportItems);
  return rows.map((transport) => ({
    ...transport,
    bids: allBids.filter((bid) => bid.transportId === transport.id),
    items: allItems.filter((item) => item.transportId === transport.id),
  }));
}

const userByEmail = async (email: string) => {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  if (!user) throw new Error(`${email} was not seeded`);
  return user;
};

describe(`demo seed on ${testDatabaseKind}`, () => {
  it('signs every demo account in with demo1234, email confirmed', async () => {
    const ana = await userByEmail('ana@tovar.example');
    expect(ana.name).toBe('Ana Kovačević');
    expect(await verifyPassword(ana.passwordHash, 'demo1234')).toBe(true);
    const unconfirmed = await db()
      .select()
      .from(users)
      .where(sql`${users.emailConfirmedAt} is null`);
    expect(unconfirmed).toEqual([]);
  });

  it('has every transport status', async () => {
    const rows = await db().selectDistinct({ status: transports.status }).from(transports);
    expect(rows.map((row) => row.status).sort()).toEqual([...transportStatuses].sort());
  });

  it('gives Ana an open auction with three or more pending offers that stand, and one of every other status', async () => {
    const ana = await userByEmail('ana@tovar.example');
    const own = await transportsWithBidsAndItems(eq(transports.ownerId, ana.id));
    const open = own.filter((t) => t.status === 'OPEN');
    const standing = (bid: (typeof open)[number]['bids'][number]) => bid.status === 'PENDING' && bid.validUntil! > new Date();
    // The customer end-to-end test awards one of them: every pending offer there must still stand.
    expect(open.some((t) => t.bids.length >= 3 && t.bids.every(standing))).toBe(true);
    expect(new Set(own.map((t) => t.status))).toEqual(new Set(transportStatuses));
  });

  it("rings Ana's bell with the latest bids on her open auctions (and the demo's messages), and queues no mail for them", async () => {
    const ana = await userByEmail('ana@tovar.example');
    const rows = await db().select().from(notifications).where(eq(notifications.userId, ana.id));
    expect(rows.some((row) => row.kind === 'bidNew')).toBe(true);
    expect(rows.every((row) => ['bidNew', 'messageNew'].includes(row.kind) && row.readAt === null)).toBe(true);
    expect(await db().select().from(mailQueue).where(eq(mailQueue.recipient, ana.email))).toHaveLength(0);
  });

  it('fills the demo inboxes: conversations on the busiest auctions, an answer for everyone and an open price proposal', async () => {
    expect((await db().select().from(messageThreads)).length).toBeGreaterThanOrEqual(3);
    expect((await db().select().from(publicAnswers)).length).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(messages).where(eq(messages.offerState, 'open'))).not.toHaveLength(0);
  });

  it('leaves Marko without transports', async () => {
    const marko = await userByEmail('marko@tovar.example');
    expect(await db().select().from(transports).where(eq(transports.ownerId, marko.id))).toEqual([]);
  });

  it('gives every transporter a company, vehicles and positions', async () => {
    const transporters = await db().select().from(users).where(eq(users.accountType, 'TRANSPORT_COMPANY'));
    expect(transporters.length).toBeGreaterThanOrEqual(4);
    for (const transporter of transporters) {
      const [company] = await db().select().from(companies).where(eq(companies.ownerId, transporter.id));
      expect(company, transporter.email).toBeDefined();
      const fleet = await db().select().from(vehicles).where(eq(vehicles.companyId, company!.id));
      expect(fleet.length).toBeGreaterThanOrEqual(4);
      expect(fleet.length).toBeLessThanOrEqual(8);
      for (const vehicle of fleet) {
        const [row] = await db()
          .select({ count: sql<number>`count(*)::int` })
          .from(positions)
          .where(eq(positions.vehicleId, vehicle.id));
        // Positions come from a tracker: none for a vehicle without one.
        if (vehicle.trackerId) expect(row?.count, vehicle.name).toBeGreaterThanOrEqual(100);
        else expect(row?.count, vehicle.name).toBe(0);
      }
    }
  });

  it('gives every fleet real cargo space, one vehicle in maintenance and one without a tracker', async () => {
    const all = await db().select().from(vehicles);
    for (const vehicle of all) {
      expect(vehicleSchema.safeParse({ ...vehicle, trackerId: vehicle.trackerId ?? '' }).success, vehicle.name).toBe(true);
      expect(vehicle.capacityM3, vehicle.name).toBe(cargoVolumeM3(vehicle));
      expect(vehicle.carries, vehicle.name).toEqual(carriedItemTypes[vehicle.type]);
    }
    const sprinter = all.find((vehicle) => vehicle.name === 'Mercedes-Benz Sprinter 316');
    expect(sprinter).toMatchObject({ cargoLengthCm: 430, cargoWidthCm: 178, cargoHeightCm: 194 });
    for (const type of ['FLATBED', 'CAR_CARRIER', 'ANIMAL_TRANSPORT'] as const) {
      expect(
        all.some((vehicle) => vehicle.type === type),
        type,
      ).toBe(true);
    }
    const byCompany = Map.groupBy(all, (vehicle) => vehicle.companyId);
    expect(byCompany.size).toBeGreaterThanOrEqual(4);
    for (const fleet of byCompany.values()) {
      expect(fleet.filter((vehicle) => vehicle.status === 'MAINTENANCE')).toHaveLength(1);
      expect(fleet.filter((vehicle) => vehicle.trackerId === null)).toHaveLength(1);
    }
  });

  it('gives demo trackers ids nobody can guess, the ones the fleet simulator sends', async () => {
    const seeded = (await db().select({ trackerId: vehicles.trackerId }).from(vehicles)).flatMap(({ trackerId }) => trackerId ?? []);
    const simulated = demoTrackers().map(({ trackerId }) => trackerId);
    expect(seeded.toSorted()).toEqual(simulated.toSorted());
    for (const trackerId of seeded) expect(trackerId).toMatch(/^[a-z2-7]{26}$/);
  });

  it('keeps one bid per transport and transporter, consistent with the transport status', async () => {
    const all = await transportsWithBidsAndItems();
    for (const transport of all) {
      const bidders = transport.bids.map((bid) => bid.transporterId);
      expect(new Set(bidders).size, transport.title).toBe(bidders.length);
      const accepted = transport.bids.filter((bid) => bid.status === 'ACCEPTED');
      if (['AWARDED', 'IN_TRANSIT', 'DELIVERED'].includes(transport.status)) {
        expect(accepted, transport.title).toHaveLength(1);
        expect(transport.awardedBidId).toBe(accepted[0]?.id);
      } else {
        expect(accepted, transport.title).toHaveLength(0);
        expect(transport.awardedBidId).toBeNull();
      }
      if (transport.status !== 'OPEN') expect(transport.bids.filter((bid) => bid.status === 'PENDING')).toEqual([]);
    }
    const [count] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(bids);
    expect(count?.count).toBeGreaterThan(0);
  });

  it('never loads after delivery', async () => {
    const wrong = await db()
      .select()
      .from(transports)
      .where(sql`${transports.loadingDate} > ${transports.deliveryDate}`);
    expect(wrong).toEqual([]);
  });

  it('stores estimates that match the items', async () => {
    const all = await transportsWithBidsAndItems();
    for (const transport of all) {
      expect(transport.items.length, transport.title).toBeGreaterThanOrEqual(1);
      expect(transport.items.length).toBeLessThanOrEqual(4);
      const weight = estimateWeightKg(transport.items);
      const volume = estimateVolumeM3(transport.items);
      expect(transport.estimatedWeightKg, transport.title).toBe(weight);
      expect(transport.estimatedVolumeM3, transport.title).toBe(volume);
      expect(transport.vehicle).toBe(suggestVehicle(weight, volume));
    }
    const [bad] = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(transportItems)
      .where(
        sql`least(${transportItems.quantity}, ${transportItems.weightKg}, ${transportItems.widthCm}, ${transportItems.heightCm}, ${transportItems.lengthCm}) < 1`,
      );
    expect(bad?.count).toBe(0);
  });

  it('reviews only delivered work', async () => {
    const rows = await db().select().from(reviews);
    expect(rows.length).toBeGreaterThan(0);
    const delivered = new Set(
      (await db().select({ id: transports.id }).from(transports).where(eq(transports.status, 'DELIVERED'))).map((t) => t.id),
    );
    for (const review of rows) expect(delivered.has(review.transportId ?? '')).toBe(true);
  });

  it('gives every bid a fitting vehicle of its company and a validity', async () => {
    const all = (await db().select().from(bids).innerJoin(transports, eq(transports.id, bids.transportId))).map((row) => ({
      ...row.bids,
      transport: row.transports,
    }));
    const fleet = new Map((await db().select().from(vehicles)).map((vehicle) => [vehicle.id, vehicle]));
    for (const bid of all) {
      const vehicle = fleet.get(bid.vehicleId ?? '');
      expect(vehicle, bid.id).toBeDefined();
      expect(vehicle?.companyId).toBe(bid.companyId);
      const { transport } = bid;
      const load = {
        weightKg: transport.estimatedWeightKg,
        volumeM3: transport.estimatedVolumeM3,
        itemTypes: transport.itemTypes,
        maxItemLongCm: transport.maxItemLongCm,
        maxItemShortCm: transport.maxItemShortCm,
        maxItemHeightCm: transport.maxItemHeightCm,
      };
      expect(fitProblems(vehicle!, load), `${vehicle?.name} for ${transport.title}`).toEqual([]);
      expect(bid.validUntil, bid.id).toBeInstanceOf(Date);
    }
  });

  it('gives every transporter bids in every standing, read through bids.mine', async () => {
    const transporters = await db().select().from(users).where(eq(users.accountType, 'TRANSPORT_COMPANY'));
    for (const transporter of transporters) {
      const session = await startSession(db(), transporter, { ip: '127.0.0.1', userAgent: 'vitest' });
      const caller = callerFor(db(), { auth: await verifyAccessToken(session.token) });
      const standings = new Set<string>();
      let cursor: string | undefined;
      do {
        const page = await caller.bids.mine({ pageSize: 100, ...(cursor ? { cursor } : {}) });
        page.items.forEach((item) => standings.add(item.standing));
        cursor = page.next ?? undefined;
      } while (cursor);
      expect([...standings].sort(), transporter.email).toEqual([...bidStandings].sort());
    }
  });

  it('puts the vehicles of jobs in transit on a job', async () => {
    const moving = await db().select().from(transports).where(eq(transports.status, 'IN_TRANSIT'));
    expect(moving.length).toBeGreaterThan(0);
    for (const transport of moving) {
      const [bid] = await db().select().from(bids).where(eq(bids.id, transport.awardedBidId!));
      const [vehicle] = await db().select().from(vehicles).where(eq(vehicles.id, bid!.vehicleId!));
      expect(vehicle?.status, transport.title).toBe('ON_JOB');
    }
    const onJob = await db().select().from(vehicles).where(eq(vehicles.status, 'ON_JOB'));
    expect(onJob.length).toBe(new Set(moving.map((transport) => transport.awardedBidId)).size);
  });

  it('gives each delivered transport its proof of delivery, in one whole chain, and each one in transit its code', async () => {
    const delivered = await db().select({ id: transports.id }).from(transports).where(eq(transports.status, 'DELIVERED'));
    const records = await db().select().from(deliveryRecords);
    expect(records.map((record) => record.transportId).sort()).toEqual(delivered.map((row) => row.id).sort());
    expect(await verifyChain(db())).toEqual({ checked: delivered.length, broken: [] });
    const moving = await db().select({ id: transports.id }).from(transports).where(eq(transports.status, 'IN_TRANSIT'));
    const codes = await db().select().from(deliveryCodes);
    expect(codes.map((code) => code.transportId).sort()).toEqual(moving.map((row) => row.id).sort());
  });
});
