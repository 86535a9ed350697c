/** Jobs won (issue 10): the hired transporter's list, detail, start with a vehicle, delivery, and its home. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bids, companies } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { addVehicle, jobWon, vehicleById } from './helpers/jobs';
import { bidById, createAccount, createTransporter, isoDay, placeBid, transportById, validTransportInput } from './helpers/transports';
import { inOrder } from './helpers/deliveries';

const db = useTestDatabase();

describe(`jobs.list and jobs.byId on ${testDatabaseKind}`, () => {
  it('lists only the jobs this company was hired for, by status group, with counts', async () => {
    const carrier = await createTransporter(db());
    const other = await createTransporter(db());
    const mine = await jobWon(db(), carrier);
    const theirs = await jobWon(db(), other);
    // A bid this company lost is not a job.
    const lost = await jobWon(db(), other);
    await placeBid(db(), { transportId: (await jobWon(db(), other)).id, transporterId: carrier.user.id, amount: 900, status: 'DECLINED' });

    const page = await carrier.caller.jobs.list({ group: 'toStart' });
    expect(page.items.map((job) => job.id)).toEqual([mine.id]);
    expect(page.items[0]).toMatchObject({ title: 'Move my books', amount: 250, currency: 'EUR', customerName: mine.owner.user.name });
    expect(page.counts).toEqual({ toStart: 1, inTransit: 0, delivered: 0, cancelled: 0 });
    expect((await carrier.caller.jobs.list({ group: 'inTransit' })).items).toEqual([]);
    expect((await other.caller.jobs.list({ group: 'toStart' })).items.map((job) => job.id).sort()).toEqual(
      expect.arrayContaining([theirs.id, lost.id]),
    );
  });

  it('a cancelled job after the award shows under cancelled', async () => {
    const carrier = await createTransporter(db());
    const job = await jobWon(db(), carrier);
    await job.owner.caller.transports.cancel({ id: job.id });
    const page = await carrier.caller.jobs.list({ group: 'cancelled' });
    expect(page.items.map((row) => [row.id, row.status])).toEqual([[job.id, 'CANCELLED']]);
    expect(page.counts.toStart).toBe(0);
  });

  it("shows the customer's contact details to the hired company only; anyone else gets NOT_FOUND", async () => {
    const carrier = await createTransporter(db());
    const rival = await createTransporter(db());
    const business = await createAccount(db(), 'COMPANY');
    await db().insert(companies).values({
      ownerId: business.user.id,
      companyId: 'BA-42',
      name: 'Drvoprom d.o.o.',
      address: 'Industrijska 4, Zavidovići',
      phone: '+387 32 555 111',
      contactPerson: 'Emina',
      email: 'nabavka@drvoprom.example',
    });
    const job = await jobWon(db(), carrier, { owner: business });
    await placeBid(db(), { transportId: job.id, transporterId: rival.user.id, amount: 300, status: 'DECLINED' });

    const detail = await carrier.caller.jobs.byId({ id: job.id });
    expect(detail.customer).toEqual({
      name: business.user.name,
      email: business.user.email,
      phone: null,
      company: {
        name: 'Drvoprom d.o.o.',
        email: 'nabavka@drvoprom.example',
        phone: '+387 32 555 111',
        address: 'Industrijska 4, Zavidovići',
        contactPerson: 'Emina',
      },
    });
    expect(detail.items).toHaveLength(1);
    expect(detail.actions).toEqual(['startTransit']);
    expect(detail).toMatchObject({ amount: 250, currency: 'EUR', pickupDate: isoDay(3) });

    await expectTrpcError(rival.caller.jobs.byId({ id: job.id }), 'NOT_FOUND', 'transports:notFound');
    await expectTrpcError((await createTransporter(db())).caller.jobs.byId({ id: job.id }), 'NOT_FOUND', 'transports:notFound');
    await expectTrpcError(carrier.caller.jobs.byId({ id: '00000000-0000-4000-8000-000000000000' }), 'NOT_FOUND', 'transports:notFound');
  });

  it("a private customer's company row is not shown as theirs", async () => {
    const carrier = await createTransporter(db());
    const job = await jobWon(db(), carrier);
    expect((await carrier.caller.jobs.byId({ id: job.id })).customer.company).toBeNull();
  });

  it('pages through the jobs with keyset cursors, forward and back, without gaps or repeats', async () => {
    const carrier = await createTransporter(db());
    const owner = await createAccount(db(), 'USER');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await jobWon(db(), carrier, { owner })).id);

    const first = await carrier.caller.jobs.list({ group: 'toStart', pageSize: 5 });
    expect(first.items).toHaveLength(5);
    expect(first.previous).toBeNull();
    const second = await carrier.caller.jobs.list({ group: 'toStart', pageSize: 5, cursor: first.next ?? undefined });
    expect(second.items).toHaveLength(2);
    expect(second.next).toBeNull();
    // Latest award first: the last job awarded leads the first page.
    expect([...first.items, ...second.items].map((job) => job.id)).toEqual([...ids].reverse());
    const back = await carrier.caller.jobs.list({
      group: 'toStart',
      pageSize: 5,
      cursor: second.previous ?? undefined,
      direction: 'before',
    });
    expect(back.items.map((job) => job.id)).toEqual(first.items.map((job) => job.id));
  });

  it('refuses customer accounts', async () => {
    const customer = await createAccount(db(), 'USER');
    const business = await createAccount(db(), 'COMPANY');
    for (const caller of [customer.caller, business.caller]) {
      await expectTrpcError(caller.jobs.list({ group: 'toStart' }), 'FORBIDDEN', 'errors:forbidden');
      await expectTrpcError(caller.jobs.today(), 'FORBIDDEN', 'errors:forbidden');
      await expectTrpcError(caller.jobs.byId({ id: '00000000-0000-4000-8000-000000000000' }), 'FORBIDDEN', 'errors:forbidden');
    }
  });
});

describe(`transports.startTransit with a vehicle on ${testDatabaseKind}`, () => {
  it('starts with the picked vehicle: ON_JOB, recorded on the bid, shown in the list; delivery frees it', async () => {
    const carrier = await createTransporter(db());
    const truck = await addVehicle(db(), carrier.company.id);
    const job = await jobWon(db(), carrier);
    const choices = (await carrier.caller.jobs.byId({ id: job.id })).vehicleChoices;
    expect(choices.map((choice) => [choice.id, choice.problems])).toEqual([[truck.id, []]]);

    await carrier.caller.transports.startTransit({ id: job.id, vehicleId: truck.id });
    expect((await vehicleById(db(), truck.id))?.status).toBe('ON_JOB');
    expect((await bidById(db(), job.bid.id))?.vehicleId).toBe(truck.id);
    const inTransit = await carrier.caller.jobs.list({ group: 'inTransit' });
    expect(inTransit.items.map((row) => [row.id, row.vehicleName])).toEqual([[job.id, truck.name]]);
    expect((await carrier.caller.jobs.byId({ id: job.id })).actions).toEqual(['markDelivered']);

    await carrier.caller.transports.markDelivered(await inOrder(db(), job.id));
    expect((await vehicleById(db(), truck.id))?.status).toBe('AVAILABLE');
    expect((await carrier.caller.jobs.list({ group: 'delivered' })).items.map((row) => row.id)).toEqual([job.id]);
  });

  it("uses the accepted bid's vehicle when none is picked; the customer's delivery frees it too", async () => {
    const carrier = await createTransporter(db());
    const truck = await addVehicle(db(), carrier.company.id);
    const job = await jobWon(db(), carrier, { vehicleId: truck.id });
    await carrier.caller.transports.startTransit({ id: job.id });
    expect((await vehicleById(db(), truck.id))?.status).toBe('ON_JOB');
    await job.owner.caller.transports.markDelivered(await inOrder(db(), job.id));
    expect((await vehicleById(db(), truck.id))?.status).toBe('AVAILABLE');
  });

  it("refuses another company's vehicle (NOT_FOUND), one that does not fit (the reason), one not available; nothing moves", async () => {
    const carrier = await createTransporter(db());
    const other = await createTransporter(db());
    const job = await jobWon(db(), carrier);
    const foreign = await addVehicle(db(), other.company.id);
    const tooWeak = await addVehicle(db(), carrier.company.id, { capacityKg: 1 });
    const pets = await addVehicle(db(), carrier.company.id, { type: 'ANIMAL_TRANSPORT' });
    const tooLow = await addVehicle(db(), carrier.company.id, { cargo: [600, 240, 20] });
    const inService = await addVehicle(db(), carrier.company.id, { status: 'MAINTENANCE' });
    const busy = await addVehicle(db(), carrier.company.id, { status: 'ON_JOB' });
    const start = (vehicleId: string) => carrier.caller.transports.startTransit({ id: job.id, vehicleId });

    await expectTrpcError(start(foreign.id), 'NOT_FOUND', 'jobs:vehicleNotFound');
    await expectTrpcError(start(tooWeak.id), 'BAD_REQUEST', 'fleet:fit.weight');
    await expectTrpcError(start(pets.id), 'BAD_REQUEST', 'fleet:fit.itemType');
    await expectTrpcError(start(tooLow.id), 'BAD_REQUEST', 'fleet:fit.size');
    await expectTrpcError(start(inService.id), 'CONFLICT', 'jobs:vehicleNotAvailable');
    await expectTrpcError(start(busy.id), 'CONFLICT', 'jobs:vehicleNotAvailable');

    expect((await transportById(db(), job.id))?.status).toBe('AWARDED');
    expect((await vehicleById(db(), foreign.id))?.status).toBe('AVAILABLE');
    expect((await bidById(db(), job.bid.id))?.vehicleId).toBeNull();
    // The picker lists the fitting, available vehicles first and says what stops the others.
    const choices = (await carrier.caller.jobs.byId({ id: job.id })).vehicleChoices;
    expect(choices.map((choice) => choice.id)).not.toContain(foreign.id);
    expect(choices[choices.length - 1]?.problems.length).toBeGreaterThan(0);
  });

  it('two starts of one job at once: one wins, the vehicle is taken once', async () => {
    const carrier = await createTransporter(db());
    const truck = await addVehicle(db(), carrier.company.id);
    const van = await addVehicle(db(), carrier.company.id);
    const job = await jobWon(db(), carrier);
    const outcomes = await Promise.allSettled([
      carrier.caller.transports.startTransit({ id: job.id, vehicleId: truck.id }),
      carrier.caller.transports.startTransit({ id: job.id, vehicleId: van.id }),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ code: 'CONFLICT' });
    const statuses = [(await vehicleById(db(), truck.id))?.status, (await vehicleById(db(), van.id))?.status].sort();
    expect(statuses).toEqual(['AVAILABLE', 'ON_JOB']);
    const [bid] = await db().select().from(bids).where(eq(bids.id, job.bid.id));
    expect((await vehicleById(db(), bid?.vehicleId ?? ''))?.status).toBe('ON_JOB');
  });

  it('two jobs started at once with the same vehicle: one starts, the other stays AWARDED', async () => {
    const carrier = await createTransporter(db());
    const truck = await addVehicle(db(), carrier.company.id);
    const first = await jobWon(db(), carrier);
    const second = await jobWon(db(), carrier);
    const outcomes = await Promise.allSettled(
      [first, second].map((job) => carrier.caller.transports.startTransit({ id: job.id, vehicleId: truck.id })),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const statuses = [(await transportById(db(), first.id))?.status, (await transportById(db(), second.id))?.status].sort();
    expect(statuses).toEqual(['AWARDED', 'IN_TRANSIT']);
  });
});

describe(`jobs.today on ${testDatabaseKind}`, () => {
  it('counts jobs to start today, jobs in transit, the fleet by status and the standing of active bids', async () => {
    const carrier = await createTransporter(db());
    const rival = await createTransporter(db());
    const truck = await addVehicle(db(), carrier.company.id);
    await addVehicle(db(), carrier.company.id);
    await addVehicle(db(), carrier.company.id, { status: 'MAINTENANCE' });
    const today = await jobWon(db(), carrier, { input: { loadingDate: isoDay(0), deliveryDate: isoDay(2) } });
    await jobWon(db(), carrier); // loads in three days: not today
    const moving = await jobWon(db(), carrier);
    await carrier.caller.transports.startTransit({ id: moving.id, vehicleId: truck.id });

    const owner = await createAccount(db(), 'USER');
    const auction = async () => (await owner.caller.transports.create(validTransportInput())).id;
    const lowest = await auction();
    await placeBid(db(), { transportId: lowest, transporterId: carrier.user.id, amount: 100 });
    await placeBid(db(), { transportId: lowest, transporterId: rival.user.id, amount: 120 });
    await placeBid(db(), { transportId: lowest, transporterId: (await createTransporter(db())).user.id, amount: 50, status: 'WITHDRAWN' });
    const outbid = await auction();
    await placeBid(db(), { transportId: outbid, transporterId: carrier.user.id, amount: 100 });
    await placeBid(db(), { transportId: outbid, transporterId: rival.user.id, amount: 90 });
    // A lower bid in another currency does not outbid this one.
    const expiring = await auction();
    const [soon] = await db()
      .insert(bids)
      .values({
        transportId: expiring,
        transporterId: carrier.user.id,
        amount: 100,
        currency: 'EUR',
        validUntil: new Date(Date.now() + 3_600_000),
      })
      .returning();
    await db().insert(bids).values({ transportId: expiring, transporterId: rival.user.id, amount: 10, currency: 'RSD' });
    // An offer already expired no longer stands.
    await db()
      .insert(bids)
      .values({
        transportId: await auction(),
        transporterId: carrier.user.id,
        amount: 80,
        currency: 'EUR',
        validUntil: new Date(Date.now() - 60_000),
      });

    const home = await carrier.caller.jobs.today();
    expect(home.toStartToday.count).toBe(1);
    expect(home.toStartToday.items.map((job) => job.id)).toEqual([today.id]);
    expect(home.inTransit).toMatchObject({ count: 1, items: [{ id: moving.id, vehicleName: truck.name }] });
    expect(home.jobs).toEqual({ toStart: 2, inTransit: 1, delivered: 0, cancelled: 0 });
    expect(home.fleet).toEqual({ AVAILABLE: 1, ON_JOB: 1, MAINTENANCE: 1 });
    expect(soon).toBeDefined();
    expect(home.bids).toEqual({ active: 3, lowest: 2, outbid: 1, expiringSoon: 1 });
  });
});
