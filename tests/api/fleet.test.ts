/** fleet: list, create, update, setStatus and remove through the real router, scoped to the caller's company. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vehicleLimits } from '@/lib/schemas/vehicle';
import { bids, transports, vehicles } from '@/server/db/schema';
import { companyIdOf } from '@/server/services/accounts/company-of';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { createAccount, createTransporter, placeBid, validTransportInput, type Account } from './helpers/transports';
import { validVehicle } from './helpers/vehicles';

const db = useTestDatabase();
const missingId = '00000000-0000-4000-8000-000000000000';

async function vehicleRow(id: string) {
  const [row] = await db().select().from(vehicles).where(eq(vehicles.id, id));
  return row;
}

/** A transport of a new customer awarded to `transporter`'s bid naming `vehicleId`, then moved to `status`. */
async function jobFor(transporter: Account, vehicleId: string, status: 'AWARDED' | 'IN_TRANSIT' | 'DELIVERED') {
  const customer = await createAccount(db(), 'USER');
  const { id: transportId } = await customer.caller.transports.create(validTransportInput());
  const companyId = await companyIdOf(db(), transporter.user.id);
  const bid = await placeBid(db(), { transportId, transporterId: transporter.user.id, companyId, amount: 300 });
  await db().update(bids).set({ vehicleId, status: 'ACCEPTED' }).where(eq(bids.id, bid.id));
  await db().update(transports).set({ status, awardedBidId: bid.id }).where(eq(transports.id, transportId));
  return transportId;
}

describe(`fleet access on ${testDatabaseKind}`, () => {
  it('answers FORBIDDEN to USER and COMPANY accounts at the role gate, for every procedure', async () => {
    for (const type of ['USER', 'COMPANY'] as const) {
      const customer = await createAccount(db(), type);
      await expectTrpcError(customer.caller.fleet.list(), 'FORBIDDEN', 'errors:forbidden');
      await expectTrpcError(customer.caller.fleet.create(validVehicle()), 'FORBIDDEN', 'errors:forbidden');
      await expectTrpcError(customer.caller.fleet.update({ id: missingId, ...validVehicle() }), 'FORBIDDEN', 'errors:forbidden');
      await expectTrpcError(customer.caller.fleet.setStatus({ id: missingId, status: 'MAINTENANCE' }), 'FORBIDDEN', 'errors:forbidden');
      await expectTrpcError(customer.caller.fleet.remove({ id: missingId }), 'FORBIDDEN', 'errors:forbidden');
    }
    expect(await db().select().from(vehicles)).toEqual([]);
  });

  it("answers NOT_FOUND for another company's vehicle and changes nothing", async () => {
    const owner = await createTransporter(db());
    const other = await createTransporter(db());
    const { id } = await owner.caller.fleet.create(validVehicle({ name: 'Owner van' }));
    const before = await vehicleRow(id);
    await expectTrpcError(other.caller.fleet.update({ id, ...validVehicle({ name: 'Stolen' }) }), 'NOT_FOUND', 'fleet:error.notFound');
    await expectTrpcError(other.caller.fleet.setStatus({ id, status: 'MAINTENANCE' }), 'NOT_FOUND', 'fleet:error.notFound');
    await expectTrpcError(other.caller.fleet.remove({ id }), 'NOT_FOUND', 'fleet:error.notFound');
    await expectTrpcError(owner.caller.fleet.remove({ id: missingId }), 'NOT_FOUND', 'fleet:error.notFound');
    expect(await vehicleRow(id)).toEqual(before);
    expect((await other.caller.fleet.list()).map((v) => v.id)).not.toContain(id);
  });
});

describe(`fleet.create and list on ${testDatabaseKind}`, () => {
  it('stores the vehicle with its volume and carried item types derived on the server', async () => {
    const transporter = await createTransporter(db());
    const { id } = await transporter.caller.fleet.create(
      validVehicle({
        name: '  Krone reefer ',
        plate: ' bg  123-ab ',
        type: 'REFRIGERATED',
        capacityKg: 20000,
        cargoLengthCm: 1330,
        cargoWidthCm: 246,
        cargoHeightCm: 260,
        trackerId: '',
      }),
    );
    expect(await vehicleRow(id)).toMatchObject({
      companyId: transporter.company.id,
      name: 'Krone reefer',
      plate: 'BG 123-AB',
      type: 'REFRIGERATED',
      status: 'AVAILABLE',
      capacityKg: 20000,
      capacityM3: 85.07,
      carries: ['PARCEL', 'PALLET', 'OTHER'],
      trackerId: null,
    });
    const [listed] = await transporter.caller.fleet.list();
    expect(listed).toMatchObject({ id, capacityM3: 85.07, status: 'AVAILABLE', cargoLengthCm: 1330 });
  });

  it('creates the company of a transporter who has none yet, and lists only its own vehicles by name', async () => {
    const newcomer = await createAccount(db(), 'TRANSPORT_COMPANY');
    expect(await newcomer.caller.fleet.list()).toEqual([]);
    await newcomer.caller.fleet.create(validVehicle({ name: 'Zastava' }));
    await newcomer.caller.fleet.create(validVehicle({ name: 'Actros' }));
    expect((await newcomer.caller.fleet.list()).map((v) => v.name)).toEqual(['Actros', 'Zastava']);
  });

  it('refuses a plate already in the company, written differently, with the plate key', async () => {
    const transporter = await createTransporter(db());
    await transporter.caller.fleet.create(validVehicle({ plate: 'BG 123-AB' }));
    await expectTrpcError(transporter.caller.fleet.create(validVehicle({ plate: 'bg123ab' })), 'CONFLICT', 'fleet:error.plateTaken');
    await expectTrpcError(transporter.caller.fleet.create(validVehicle({ plate: 'B.G 12 3AB' })), 'CONFLICT', 'fleet:error.plateTaken');
    expect(await transporter.caller.fleet.list()).toHaveLength(1);
    // Another company may have the same plate (plates repeat across countries).
    const other = await createTransporter(db());
    await other.caller.fleet.create(validVehicle({ plate: 'BG 123-AB' }));
  });

  it('refuses a tracker id used anywhere, with the tracker key', async () => {
    const first = await createTransporter(db());
    const second = await createTransporter(db());
    await first.caller.fleet.create(validVehicle({ trackerId: 'imei-356938035643809' }));
    await expectTrpcError(
      second.caller.fleet.create(validVehicle({ trackerId: 'imei-356938035643809' })),
      'CONFLICT',
      'fleet:error.trackerTaken',
    );
    expect(await second.caller.fleet.list()).toEqual([]);
    // Without a tracker, any number of vehicles.
    await second.caller.fleet.create(validVehicle({ trackerId: null }));
    await second.caller.fleet.create(validVehicle({ trackerId: '' }));
  });

  it('refuses bad input with the schema keys and stores nothing', async () => {
    const transporter = await createTransporter(db());
    const bad = [
      { capacityKg: 0 },
      { capacityKg: vehicleLimits.capacityKgMax + 1 },
      { cargoHeightCm: 9 },
      { cargoLengthCm: 2001 },
      { plate: '---' },
      { trackerId: 'has space' },
      { type: 'TRAIN' },
    ];
    for (const override of bad) {
      await expectTrpcError(transporter.caller.fleet.create(validVehicle(override as never)), 'BAD_REQUEST');
    }
    expect(await transporter.caller.fleet.list()).toEqual([]);
  });

  it('lets one of two simultaneous adds of the same plate through, the other hears the plate key', async () => {
    const transporter = await createTransporter(db());
    const results = await Promise.allSettled([
      transporter.caller.fleet.create(validVehicle({ plate: 'NS 555-CC' })),
      transporter.caller.fleet.create(validVehicle({ plate: 'ns555cc' })),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect(refused?.status === 'rejected' && (refused.reason as Error).message).toBe('fleet:error.plateTaken');
  });

  it(`caps a fleet at ${vehicleLimits.fleetMax} vehicles`, async () => {
    const transporter = await createTransporter(db());
    await db()
      .insert(vehicles)
      .values(
        Array.from({ length: vehicleLimits.fleetMax }, (_, i) => ({
          companyId: transporter.company.id,
          name: `Van ${i}`,
          plate: `CAP ${i}`,
          type: 'VAN' as const,
          capacityKg: 1000,
          capacityM3: 10,
          cargoLengthCm: 400,
          cargoWidthCm: 170,
          cargoHeightCm: 150,
          carries: ['PARCEL' as const],
        })),
      );
    await expectTrpcError(transporter.caller.fleet.create(validVehicle()), 'CONFLICT', 'fleet:error.fleetFull');
    expect(await transporter.caller.fleet.list()).toHaveLength(vehicleLimits.fleetMax);
    // One place left and two adds at once: the company row lock lets exactly one in.
    await db().delete(vehicles).where(eq(vehicles.plate, 'CAP 0'));
    const results = await Promise.allSettled([
      transporter.caller.fleet.create(validVehicle()),
      transporter.caller.fleet.create(validVehicle()),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await transporter.caller.fleet.list()).toHaveLength(vehicleLimits.fleetMax);
  });
});

describe(`fleet.update on ${testDatabaseKind}`, () => {
  it('rewrites the fields and derives volume and carries again', async () => {
    const transporter = await createTransporter(db());
    const { id } = await transporter.caller.fleet.create(validVehicle());
    await transporter.caller.fleet.update({
      id,
      ...validVehicle({
        name: 'Lohr carrier',
        type: 'CAR_CARRIER',
        cargoLengthCm: 1000,
        cargoWidthCm: 250,
        cargoHeightCm: 200,
        trackerId: null,
      }),
    });
    expect(await vehicleRow(id)).toMatchObject({
      name: 'Lohr carrier',
      type: 'CAR_CARRIER',
      capacityM3: 50,
      carries: ['VEHICLE'],
      trackerId: null,
    });
  });

  it('keeps its own plate, and refuses another vehicle’s plate or tracker id', async () => {
    const transporter = await createTransporter(db());
    const first = validVehicle({ plate: 'SA 100-AA' });
    const { id } = await transporter.caller.fleet.create(first);
    const { id: secondId } = await transporter.caller.fleet.create(validVehicle({ plate: 'SA 200-BB' }));
    await transporter.caller.fleet.update({ id, ...first, plate: 'sa100aa', name: 'Renamed' });
    await expectTrpcError(
      transporter.caller.fleet.update({ id: secondId, ...validVehicle({ plate: 'SA-100-AA' }) }),
      'CONFLICT',
      'fleet:error.plateTaken',
    );
    await expectTrpcError(
      transporter.caller.fleet.update({ id: secondId, ...validVehicle({ trackerId: first.trackerId }) }),
      'CONFLICT',
      'fleet:error.trackerTaken',
    );
    expect(await vehicleRow(secondId)).toMatchObject({ plate: 'SA 200-BB' });
  });
});

describe(`fleet.setStatus on ${testDatabaseKind}`, () => {
  it('moves AVAILABLE ⇄ MAINTENANCE', async () => {
    const transporter = await createTransporter(db());
    const { id } = await transporter.caller.fleet.create(validVehicle());
    await transporter.caller.fleet.setStatus({ id, status: 'MAINTENANCE' });
    expect((await vehicleRow(id))?.status).toBe('MAINTENANCE');
    await transporter.caller.fleet.setStatus({ id, status: 'AVAILABLE' });
    expect((await vehicleRow(id))?.status).toBe('AVAILABLE');
  });

  it('never sets ON_JOB by hand, and leaves a vehicle ON_JOB as it is', async () => {
    const transporter = await createTransporter(db());
    const { id } = await transporter.caller.fleet.create(validVehicle());
    await expectTrpcError(transporter.caller.fleet.setStatus({ id, status: 'ON_JOB' as never }), 'BAD_REQUEST');
    await db().update(vehicles).set({ status: 'ON_JOB' }).where(eq(vehicles.id, id));
    await expectTrpcError(transporter.caller.fleet.setStatus({ id, status: 'MAINTENANCE' }), 'CONFLICT', 'fleet:error.statusFollowsJob');
    await expectTrpcError(transporter.caller.fleet.setStatus({ id, status: 'AVAILABLE' }), 'CONFLICT', 'fleet:error.statusFollowsJob');
    expect((await vehicleRow(id))?.status).toBe('ON_JOB');
  });
});

describe(`fleet.remove on ${testDatabaseKind}`, () => {
  it('removes an available vehicle', async () => {
    const transporter = await createTransporter(db());
    const { id } = await transporter.caller.fleet.create(validVehicle());
    expect(await transporter.caller.fleet.remove({ id })).toEqual({ success: true });
    expect(await vehicleRow(id)).toBeUndefined();
  });

  it('refuses a vehicle ON_JOB', async () => {
    const transporter = await createTransporter(db());
    const { id } = await transporter.caller.fleet.create(validVehicle());
    await db().update(vehicles).set({ status: 'ON_JOB' }).where(eq(vehicles.id, id));
    await expectTrpcError(transporter.caller.fleet.remove({ id }), 'CONFLICT', 'fleet:error.onActiveJob');
    expect(await vehicleRow(id)).toBeDefined();
  });

  it('refuses the vehicle of an accepted bid while the transport is AWARDED or IN_TRANSIT, not once DELIVERED', async () => {
    const transporter = await createTransporter(db());
    for (const status of ['AWARDED', 'IN_TRANSIT'] as const) {
      const { id } = await transporter.caller.fleet.create(validVehicle());
      await jobFor(transporter, id, status);
      await expectTrpcError(transporter.caller.fleet.remove({ id }), 'CONFLICT', 'fleet:error.onActiveJob');
      expect(await vehicleRow(id), status).toBeDefined();
    }
    const { id } = await transporter.caller.fleet.create(validVehicle());
    const delivered = await jobFor(transporter, id, 'DELIVERED');
    await transporter.caller.fleet.remove({ id });
    // The bid stays, without its vehicle.
    const [bid] = await db().select().from(bids).where(eq(bids.transportId, delivered));
    expect(bid?.vehicleId).toBeNull();
  });

  it('removes a vehicle named only in a pending bid', async () => {
    const transporter = await createTransporter(db());
    const customer = await createAccount(db(), 'USER');
    const { id: transportId } = await customer.caller.transports.create(validTransportInput());
    const { id } = await transporter.caller.fleet.create(validVehicle());
    await placeBid(db(), { transportId, transporterId: transporter.user.id, companyId: transporter.company.id, amount: 200 });
    await db().update(bids).set({ vehicleId: id }).where(eq(bids.transportId, transportId));
    await transporter.caller.fleet.remove({ id });
    expect(await vehicleRow(id)).toBeUndefined();
  });
});
