/** transports: create, mine, byId and remove through the real router, with other users' attempts. */
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import { bids, reviews, transportItems, transports } from '@/server/db/schema';
import { revokeUserSessions, startSession } from '@/server/services/auth/sessions';
import { verifyAccessToken } from '@/server/services/auth/tokens';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { callerFor } from './helpers/caller';
import { createAccount, createTransporter, isoDay, placeBid, transportById, validItem, validTransportInput } from './helpers/transports';
import { expectTrpcError } from './helpers/errors';
import { inOrder } from './helpers/deliveries';

const db = useTestDatabase();

const missingId = '00000000-0000-4000-8000-000000000000';

async function itemRows(transportId: string) {
  return db().select().from(transportItems).where(eq(transportItems.transportId, transportId)).orderBy(asc(transportItems.position));
}
async function bidCount(transportId: string) {
  const [row] = await db().select({ n: count() }).from(bids).where(eq(bids.transportId, transportId));
  return row?.n ?? 0;
}
/** The schema messages a BAD_REQUEST carries (tRPC keeps the ZodError as its cause). */
function issueMessages(error: unknown): string[] {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof z.core.$ZodError ? cause.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) : [];
}

describe(`transports.create on ${testDatabaseKind}`, () => {
  it('stores a USER request: fields, items in order, estimated load and vehicle', async () => {
    const owner = await createAccount(db(), 'USER');
    const input = validTransportInput({
      title: '  Move my books  ',
      loadingCountry: 'rs',
      description: '',
      items: [
        validItem({ description: 'Boxes of books', type: 'PARCEL', quantity: 2, weightKg: 10, widthCm: 50, heightCm: 40, lengthCm: 30 }),
        validItem({ description: 'City bicycle', type: 'BICYCLE', quantity: 1, weightKg: 15.5, widthCm: 100, heightCm: 50, lengthCm: 60 }),
      ],
    });
    const { id } = await owner.caller.transports.create(input);

    const row = await transportById(db(), id);
    expect(row).toMatchObject({
      ownerId: owner.user.id,
      title: 'Move my books',
      description: null,
      deliveryType: 'PRIVATE',
      status: 'OPEN',
      awardedBidId: null,
      loadingAddress: input.loadingAddress,
      loadingCountry: 'RS',
      loadingLat: input.loadingLat,
      loadingLon: input.loadingLon,
      loadingDate: input.loadingDate,
      loadingFlexible: false,
      deliveryAddress: input.deliveryAddress,
      deliveryCountry: 'BA',
      deliveryDate: input.deliveryDate,
      deliveryFlexible: true,
      // 2 × 10 + 15.5 kg; 2 × 0.06 + 0.3 m³
      estimatedWeightKg: 35.5,
      estimatedVolumeM3: 0.42,
      vehicle: 'VAN',
    });
    const items = await itemRows(id);
    expect(
      items.map(({ position, description, type, quantity, weightKg, widthCm, heightCm, lengthCm }) => ({
        position,
        description,
        type,
        quantity,
        weightKg,
        widthCm,
        heightCm,
        lengthCm,
      })),
    ).toEqual([
      { position: 0, description: 'Boxes of books', type: 'PARCEL', quantity: 2, weightKg: 10, widthCm: 50, heightCm: 40, lengthCm: 30 },
      { position: 1, description: 'City bicycle', type: 'BICYCLE', quantity: 1, weightKg: 15.5, widthCm: 100, heightCm: 50, lengthCm: 60 },
    ]);
  });

  it('stores a COMPANY request; a heavier load needs a bigger vehicle', async () => {
    const owner = await createAccount(db(), 'COMPANY');
    const input = validTransportInput({
      deliveryType: 'BUSINESS',
      description: 'Dock 4, ask for Marko',
      loadingLat: null,
      loadingLon: null,
      loadingCountry: null,
      items: [
        validItem({
          description: 'Pallets of tiles',
          type: 'PALLET',
          quantity: 10,
          weightKg: 500,
          widthCm: 120,
          heightCm: 150,
          lengthCm: 80,
        }),
      ],
    });
    const { id } = await owner.caller.transports.create(input);
    expect(await transportById(db(), id)).toMatchObject({
      ownerId: owner.user.id,
      deliveryType: 'BUSINESS',
      description: 'Dock 4, ask for Marko',
      loadingLat: null,
      loadingCountry: null,
      // 10 × 500 kg; 10 × 1.44 m³
      estimatedWeightKg: 5000,
      estimatedVolumeM3: 14.4,
      vehicle: 'BOX_TRUCK',
    });
    expect(await itemRows(id)).toHaveLength(1);
  });

  it('accepts loading and delivery on the same day', async () => {
    const owner = await createAccount(db(), 'USER');
    const { id } = await owner.caller.transports.create(validTransportInput({ loadingDate: isoDay(2), deliveryDate: isoDay(2) }));
    expect(await transportById(db(), id)).toMatchObject({ loadingDate: isoDay(2), deliveryDate: isoDay(2) });
  });

  it('refuses a TRANSPORT_COMPANY (FORBIDDEN) and stores nothing', async () => {
    const transporter = await createAccount(db(), 'TRANSPORT_COMPANY');
    await expectTrpcError(transporter.caller.transports.create(validTransportInput()), 'FORBIDDEN', 'errors:forbidden');
    const [row] = await db().select({ n: count() }).from(transports).where(eq(transports.ownerId, transporter.user.id));
    expect(row?.n).toBe(0);
  });

  it('refuses an anonymous caller (UNAUTHORIZED)', async () => {
    await expectTrpcError(callerFor(db()).transports.create(validTransportInput()), 'UNAUTHORIZED', 'auth:auth_session_missing');
  });

  it('refuses a loading date after the delivery date', async () => {
    const owner = await createAccount(db(), 'USER');
    const error = await expectTrpcError(
      owner.caller.transports.create(validTransportInput({ loadingDate: isoDay(6), deliveryDate: isoDay(5) })),
      'BAD_REQUEST',
    );
    expect(issueMessages(error)).toEqual(['deliveryDate: validation:loadingAfterDelivery']);
  });

  it('refuses a request without items', async () => {
    const owner = await createAccount(db(), 'USER');
    const error = await expectTrpcError(owner.caller.transports.create(validTransportInput({ items: [] })), 'BAD_REQUEST');
    expect(issueMessages(error)).toEqual(['items: validation:itemsRequired']);
  });

  it('refuses every broken rule of the wizard at once, without terms', async () => {
    const owner = await createAccount(db(), 'USER');
    const input = { ...validTransportInput({ title: 'Move', items: [validItem({ quantity: 0 })] }), acceptTerms: false };
    const error = await expectTrpcError(owner.caller.transports.create(input as never), 'BAD_REQUEST');
    expect(issueMessages(error)).toEqual(
      expect.arrayContaining([
        'title: validation:titleTooShort',
        'items.0.quantity: validation:atLeastOne',
        'acceptTerms: validation:termsRequired',
      ]),
    );
    const [row] = await db().select({ n: count() }).from(transports).where(eq(transports.ownerId, owner.user.id));
    expect(row?.n).toBe(0);
  });

  it('refuses a loading date in the past (dateInPast) and stores nothing', async () => {
    const owner = await createAccount(db(), 'USER');
    await expectTrpcError(
      owner.caller.transports.create(validTransportInput({ loadingDate: isoDay(-2), deliveryDate: isoDay(1) })),
      'BAD_REQUEST',
      'validation:dateInPast',
    );
    const [row] = await db().select({ n: count() }).from(transports).where(eq(transports.ownerId, owner.user.id));
    expect(row?.n).toBe(0);
  });

  it('accepts today as the loading date, and the transport is OPEN', async () => {
    const owner = await createAccount(db(), 'USER');
    const { id } = await owner.caller.transports.create(validTransportInput({ loadingDate: isoDay(0), deliveryDate: isoDay(0) }));
    expect((await owner.caller.transports.byId({ id })).status).toBe('OPEN');
  });

  // create and expiry count from the same UTC day (services/transports/transport-expiry.ts): a request accepted
  // today is never read back as EXPIRED.
  it('never creates a transport that is already EXPIRED', async () => {
    const owner = await createAccount(db(), 'USER');
    const created = await owner.caller.transports.create(validTransportInput({ loadingDate: isoDay(-1), deliveryDate: isoDay(1) })).then(
      ({ id }) => id,
      (error: unknown) => {
        expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'validation:dateInPast' });
        return null;
      },
    );
    if (created) expect((await owner.caller.transports.byId({ id: created })).status).toBe('OPEN');
  });

  // Spec §5: dates must be valid. A day that does not exist is the caller's mistake (400), not a 500.
  it('refuses a loading or delivery day that does not exist as BAD_REQUEST', async () => {
    const owner = await createAccount(db(), 'USER');
    const year = Number(isoDay(0).slice(0, 4)) + 1;
    await expectTrpcError(
      owner.caller.transports.create(validTransportInput({ loadingDate: isoDay(3), deliveryDate: `${year}-02-30` })),
      'BAD_REQUEST',
    );
    await expectTrpcError(
      owner.caller.transports.create(validTransportInput({ loadingDate: `${year}-13-01`, deliveryDate: `${year}-13-02` })),
      'BAD_REQUEST',
    );
  });
});

describe(`transports.mine on ${testDatabaseKind}`, () => {
  let owner: Awaited<ReturnType<typeof createAccount>>;
  const created: string[] = [];

  beforeAll(async () => {
    owner = await createAccount(db(), 'USER');
    for (let index = 0; index < 25; index += 1) {
      const { id } = await owner.caller.transports.create(validTransportInput({ title: `Transport number ${index}` }));
      created.push(id);
    }
    const other = await createAccount(db(), 'USER');
    await other.caller.transports.create(validTransportInput({ title: 'Not the owner’s' }));
  });

  it('pages 25 transports by 10 through cursors: 3 pages, newest activity first, and back again', async () => {
    const one = await owner.caller.transports.mine({ pageSize: 10 });
    const two = await owner.caller.transports.mine({ pageSize: 10, cursor: one.next! });
    const three = await owner.caller.transports.mine({ pageSize: 10, cursor: two.next! });
    const pages = [one, two, three];
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 5]);
    expect(pages.map((page) => [page.previous !== null, page.next !== null])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);
    expect(pages.flatMap((page) => page.items.map((item) => item.id))).toEqual([...created].reverse());
    const back = await owner.caller.transports.mine({ pageSize: 10, cursor: three.previous!, direction: 'before' });
    expect(back.items.map((item) => item.id)).toEqual(two.items.map((item) => item.id));
    const start = await owner.caller.transports.mine({ pageSize: 10, cursor: back.previous!, direction: 'before' });
    expect(start.items.map((item) => item.id)).toEqual(one.items.map((item) => item.id));
    expect(start.previous).toBeNull();
    const first = pages[0]?.items[0];
    expect(first).toMatchObject({
      title: 'Transport number 24',
      status: 'OPEN',
      bidCount: 0,
      loadingDate: isoDay(3),
      deliveryDate: isoDay(5),
    });
    expect(first?.latestActivity).toBeInstanceOf(Date);
  });

  it('returns every row exactly once while new transports arrive between pages', async () => {
    const busy = await createAccount(db(), 'USER');
    const before: string[] = [];
    for (let index = 0; index < 12; index += 1)
      before.push((await busy.caller.transports.create(validTransportInput({ title: `Early load ${index}` }))).id);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await busy.caller.transports.mine({ pageSize: 5, cursor });
      seen.push(...page.items.map((item) => item.id));
      // Someone posts a new request while the list is being paged: it goes to the top, not into the pages ahead.
      await busy.caller.transports.create(validTransportInput({ title: 'Arrived while paging' }));
      cursor = page.next ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...before].reverse());
  });

  it('shows only the caller’s transports', async () => {
    const other = await createAccount(db(), 'COMPANY');
    expect(await other.caller.transports.mine({ pageSize: 10 })).toEqual({ items: [], next: null, previous: null });
    const page = await owner.caller.transports.mine({ pageSize: 100 });
    expect(page.items.map((item) => item.title)).not.toContain('Not the owner’s');
    expect(new Set(page.items.map((item) => item.id))).toEqual(new Set(created));
  });

  it('counts the bids that stand, and every bid written makes its transport the latest activity', async () => {
    const oldest = created[0]!;
    const fifth = created[4]!;
    const [first, second] = [await createTransporter(db()), await createTransporter(db())];
    const onFifth = await placeBid(db(), { transportId: fifth, transporterId: first.user.id, amount: 300 });
    await placeBid(db(), { transportId: oldest, transporterId: first.user.id, amount: 100 });
    const latest = await placeBid(db(), { transportId: oldest, transporterId: second.user.id, amount: 120 });

    const { items } = await owner.caller.transports.mine({ pageSize: 25 });
    expect(items.slice(0, 3).map((item) => [item.id, item.bidCount])).toEqual([
      [oldest, 2],
      [fifth, 1],
      [created[24], 0],
    ]);
    expect(items.filter((item) => item.bidCount > 0)).toHaveLength(2);
    expect(items.reduce((sum, item) => sum + item.bidCount, 0)).toBe(3);
    expect(items[0]!.latestActivity).toEqual(latest.updatedAt);

    // Withdrawn as bids.withdraw does it: the bid no longer counts, and its withdrawal is the latest activity.
    const withdrawnAt = new Date(latest.updatedAt.getTime() + 60_000);
    await db().update(bids).set({ status: 'WITHDRAWN', updatedAt: withdrawnAt }).where(eq(bids.id, onFifth.id));
    const after = await owner.caller.transports.mine({ pageSize: 25 });
    expect(after.items.slice(0, 2).map((item) => [item.id, item.bidCount, item.latestActivity])).toEqual([
      [fifth, 0, withdrawnAt],
      [oldest, 2, latest.updatedAt],
    ]);
  });

  it('refuses transporters and anonymous callers, and page sizes out of bounds', async () => {
    const transporter = await createAccount(db(), 'TRANSPORT_COMPANY');
    await expectTrpcError(transporter.caller.transports.mine({ pageSize: 10 }), 'FORBIDDEN', 'errors:forbidden');
    await expectTrpcError(callerFor(db()).transports.mine({ pageSize: 10 }), 'UNAUTHORIZED');
    await expectTrpcError(owner.caller.transports.mine({ pageSize: 10, cursor: 'not-a-cursor' }), 'BAD_REQUEST', 'validation:invalidInput');
    await expectTrpcError(owner.caller.transports.mine({ pageSize: 101 }), 'BAD_REQUEST');
  });
});

describe(`transports.byId on ${testDatabaseKind}`, () => {
  it('shows the owner the items and the bids, cheapest first, with names and ratings', async () => {
    const owner = await createAccount(db(), 'USER');
    const input = validTransportInput({
      items: [
        validItem({ description: 'First item' }),
        validItem({ description: 'Second item', type: 'PET' }),
        validItem({ description: 'Third item' }),
      ],
    });
    const { id } = await owner.caller.transports.create(input);
    const rated = await createTransporter(db(), 'Brzi Prevoz d.o.o.');
    const unrated = await createTransporter(db(), 'Spori Prevoz d.o.o.');
    const solo = await createAccount(db(), 'TRANSPORT_COMPANY', 'Solo Driver');
    await placeBid(db(), {
      transportId: id,
      transporterId: rated.user.id,
      companyId: rated.company.id,
      amount: 250.5,
      message: 'Tomorrow',
    });
    await placeBid(db(), { transportId: id, transporterId: unrated.user.id, companyId: unrated.company.id, amount: 199 });
    await placeBid(db(), { transportId: id, transporterId: solo.user.id, amount: 400 });
    const reviewer = await createAccount(db(), 'USER');
    const another = await createAccount(db(), 'USER');
    const third = await createAccount(db(), 'COMPANY');
    await db()
      .insert(reviews)
      .values([
        // Reviews of a transporter are about its company too (reviews.create): the bid shows the company's.
        { authorId: reviewer.user.id, subjectUserId: rated.user.id, subjectCompanyId: rated.company.id, rating: 5 },
        { authorId: another.user.id, subjectUserId: rated.user.id, subjectCompanyId: rated.company.id, rating: 4 },
        { authorId: third.user.id, subjectUserId: rated.user.id, subjectCompanyId: rated.company.id, rating: 4 },
        // About someone else: must not count.
        { authorId: reviewer.user.id, subjectUserId: owner.user.id, rating: 1 },
      ]);

    const detail = await owner.caller.transports.byId({ id });
    expect(detail).toMatchObject({
      id,
      ownerId: owner.user.id,
      title: input.title,
      status: 'OPEN',
      estimatedWeightKg: 60,
      actions: ['cancel', 'remove'],
    });
    expect(detail.items.map((item) => [item.position, item.description, item.type])).toEqual([
      [0, 'First item', 'PARCEL'],
      [1, 'Second item', 'PET'],
      [2, 'Third item', 'PARCEL'],
    ]);
    expect(
      detail.bids.map(({ amount, currency, status, transporterName, companyName, rating }) => ({
        amount,
        currency,
        status,
        transporterName,
        companyName,
        rating,
      })),
    ).toEqual([
      {
        amount: 199,
        currency: 'EUR',
        status: 'PENDING',
        transporterName: unrated.user.name,
        companyName: 'Spori Prevoz d.o.o.',
        rating: { average: null, count: 0 },
      },
      // (5 + 4 + 4) / 3 = 4.33 → 4.3
      {
        amount: 250.5,
        currency: 'EUR',
        status: 'PENDING',
        transporterName: rated.user.name,
        companyName: 'Brzi Prevoz d.o.o.',
        rating: { average: 4.3, count: 3 },
      },
      {
        amount: 400,
        currency: 'EUR',
        status: 'PENDING',
        transporterName: 'Solo Driver',
        companyName: null,
        rating: { average: null, count: 0 },
      },
    ]);
    expect(detail.bids[1]).toMatchObject({
      message: 'Tomorrow',
      pickupDate: isoDay(3),
      transporterId: rated.user.id,
      companyId: rated.company.id,
    });
  });

  it('hides the transport from another customer, a transporter (even a bidder) and a missing id: NOT_FOUND', async () => {
    const owner = await createAccount(db(), 'USER');
    const { id } = await owner.caller.transports.create(validTransportInput());
    const bidder = await createTransporter(db());
    await placeBid(db(), { transportId: id, transporterId: bidder.user.id, amount: 100 });
    const otherCustomer = await createAccount(db(), 'COMPANY');
    const transporter = await createAccount(db(), 'TRANSPORT_COMPANY');

    for (const caller of [otherCustomer.caller, transporter.caller, bidder.caller]) {
      await expectTrpcError(caller.transports.byId({ id }), 'NOT_FOUND', 'transports:notFound');
    }
    await expectTrpcError(owner.caller.transports.byId({ id: missingId }), 'NOT_FOUND', 'transports:notFound');
    await expectTrpcError(owner.caller.transports.byId({ id: 'not-a-uuid' }), 'BAD_REQUEST');
    await expectTrpcError(callerFor(db()).transports.byId({ id }), 'UNAUTHORIZED');
  });
});

describe(`transports.remove on ${testDatabaseKind}`, () => {
  it('lets the owner delete an OPEN transport; its items and bids go with it', async () => {
    const owner = await createAccount(db(), 'USER');
    const { id } = await owner.caller.transports.create(validTransportInput({ items: [validItem(), validItem()] }));
    const transporter = await createTransporter(db());
    await placeBid(db(), { transportId: id, transporterId: transporter.user.id, amount: 90 });
    expect(await itemRows(id)).toHaveLength(2);

    expect(await owner.caller.transports.remove({ id })).toEqual({ success: true });
    expect(await transportById(db(), id)).toBeUndefined();
    expect(await itemRows(id)).toHaveLength(0);
    expect(await bidCount(id)).toBe(0);
    await expectTrpcError(owner.caller.transports.byId({ id }), 'NOT_FOUND', 'transports:notFound');
    expect((await owner.caller.transports.mine({ pageSize: 10 })).items).toEqual([]);
  });

  it('refuses another customer (NOT_FOUND) and a transporter (FORBIDDEN); the transport stays', async () => {
    const owner = await createAccount(db(), 'USER');
    const { id } = await owner.caller.transports.create(validTransportInput());
    const other = await createAccount(db(), 'USER');
    const transporter = await createAccount(db(), 'TRANSPORT_COMPANY');
    await expectTrpcError(other.caller.transports.remove({ id }), 'NOT_FOUND', 'transports:notFound');
    await expectTrpcError(transporter.caller.transports.remove({ id }), 'FORBIDDEN', 'errors:forbidden');
    await expectTrpcError(owner.caller.transports.remove({ id: missingId }), 'NOT_FOUND', 'transports:notFound');
    expect(await transportById(db(), id)).toMatchObject({ id, status: 'OPEN' });
    expect(await itemRows(id)).toHaveLength(1);
  });

  it('refuses to delete once a transporter was hired: AWARDED, IN_TRANSIT, DELIVERED, or CANCELLED after the award', async () => {
    const owner = await createAccount(db(), 'USER');
    const { id } = await owner.caller.transports.create(validTransportInput());
    const transporter = await createTransporter(db());
    const bid = await placeBid(db(), { transportId: id, transporterId: transporter.user.id, amount: 150 });
    await owner.caller.transports.award({ transportId: id, bidId: bid.id });

    await expectTrpcError(owner.caller.transports.remove({ id }), 'CONFLICT', 'transports:cannotDeleteAwarded');
    await owner.caller.transports.cancel({ id });
    expect(await transportById(db(), id)).toMatchObject({ status: 'CANCELLED', awardedBidId: bid.id });
    await expectTrpcError(owner.caller.transports.remove({ id }), 'CONFLICT', 'transports:cannotDeleteAwarded');
    expect(await transportById(db(), id)).toBeDefined();
    expect((await owner.caller.transports.byId({ id })).actions).toEqual([]);

    const second = await owner.caller.transports.create(validTransportInput());
    const secondBid = await placeBid(db(), { transportId: second.id, transporterId: transporter.user.id, amount: 150 });
    await owner.caller.transports.award({ transportId: second.id, bidId: secondBid.id });
    await transporter.caller.transports.startTransit({ id: second.id });
    await expectTrpcError(owner.caller.transports.remove({ id: second.id }), 'CONFLICT', 'transports:cannotDeleteAwarded');
    await owner.caller.transports.markDelivered(await inOrder(db(), second.id));
    await expectTrpcError(owner.caller.transports.remove({ id: second.id }), 'CONFLICT', 'transports:cannotDeleteAwarded');
    expect(await transportById(db(), second.id)).toMatchObject({ status: 'DELIVERED' });
  });

  it('lets the owner delete a transport cancelled before any award, and an EXPIRED one', async () => {
    const owner = await createAccount(db(), 'COMPANY');
    const cancelled = await owner.caller.transports.create(validTransportInput());
    await owner.caller.transports.cancel({ id: cancelled.id });
    expect((await owner.caller.transports.byId({ id: cancelled.id })).actions).toEqual(['remove']);
    expect(await owner.caller.transports.remove({ id: cancelled.id })).toEqual({ success: true });
    expect(await transportById(db(), cancelled.id)).toBeUndefined();

    const expired = await owner.caller.transports.create(validTransportInput());
    await db()
      .update(transports)
      .set({ loadingDate: isoDay(-3), deliveryDate: isoDay(-1) })
      .where(eq(transports.id, expired.id));
    expect((await owner.caller.transports.byId({ id: expired.id })).status).toBe('EXPIRED');
    expect(await owner.caller.transports.remove({ id: expired.id })).toEqual({ success: true });
    expect(await transportById(db(), expired.id)).toBeUndefined();
  });
});

describe(`a revoked session on ${testDatabaseKind}`, () => {
  it('cannot call anything authed; a new session of the same user and other users still can', async () => {
    const owner = await createAccount(db(), 'USER');
    const { id } = await owner.caller.transports.create(validTransportInput());
    const bystander = await createAccount(db(), 'USER');
    const transporter = await createTransporter(db());
    await revokeUserSessions(db(), owner.user.id);
    await revokeUserSessions(db(), transporter.user.id);

    const calls: [string, () => Promise<unknown>][] = [
      ['create', () => owner.caller.transports.create(validTransportInput())],
      ['mine', () => owner.caller.transports.mine({ pageSize: 10 })],
      ['byId', () => owner.caller.transports.byId({ id })],
      ['award', () => owner.caller.transports.award({ transportId: id, bidId: missingId })],
      ['cancel', () => owner.caller.transports.cancel({ id })],
      ['markDelivered', async () => owner.caller.transports.markDelivered(await inOrder(db(), id))],
      ['remove', () => owner.caller.transports.remove({ id })],
      ['startTransit', () => transporter.caller.transports.startTransit({ id })],
    ];
    for (const [name, call] of calls) {
      await expectTrpcError(call(), 'UNAUTHORIZED', 'auth:auth_session_missing').catch((error: unknown) => {
        throw new Error(`${name}: ${String(error)}`, { cause: error });
      });
    }
    expect(await transportById(db(), id)).toMatchObject({ status: 'OPEN' });
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(transports)
      .where(eq(transports.ownerId, owner.user.id));
    expect(row?.n).toBe(1);

    expect((await bystander.caller.transports.mine({ pageSize: 10 })).items).toEqual([]);
    const fresh = await startSession(db(), owner.user, { ip: '127.0.0.1', userAgent: 'vitest' });
    const auth = await verifyAccessToken(fresh.token);
    expect((await callerFor(db(), { auth }).transports.byId({ id })).id).toBe(id);
  });
});
