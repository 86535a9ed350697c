/** live.history (issue 29): a vehicle's track over a time, the company's vehicles only, within retention. */
import { describe, expect, it } from 'vitest';
import { decodeSnapshot } from '@/lib/live-encoding';
import { positions } from '@/server/db/schema';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { fieldErrors } from './helpers/auth';
import { createAccount, createTransporter } from './helpers/transports';
import { createVehicle } from './helpers/bids';
import { insertTrack } from './helpers/positions';

const db = useTestDatabase();
const minute = 60_000;
const day = 24 * 60 * minute;

async function fleet() {
  const owner = await createTransporter(db());
  const other = await createTransporter(db());
  const van = await createVehicle(db(), owner.company.id, { name: 'A van' });
  const foreign = await createVehicle(db(), other.company.id, { name: 'Foreign' });
  return { owner, other, van, foreign };
}

describe(`live.history on ${testDatabaseKind}`, () => {
  it("answers NOT_FOUND for another company's vehicle or none, FORBIDDEN to customers", async () => {
    const { owner, foreign } = await fleet();
    await insertTrack(db(), foreign.id, 5);
    const now = Date.now();
    const range = { from: now - day, to: now };
    await expectTrpcError(owner.caller.live.history({ vehicleId: foreign.id, ...range }), 'NOT_FOUND', 'live:history.notFound');
    const none = '00000000-0000-4000-8000-000000000000';
    await expectTrpcError(owner.caller.live.history({ vehicleId: none, ...range }), 'NOT_FOUND', 'live:history.notFound');
    const customer = await createAccount(db(), 'USER');
    await expectTrpcError(customer.caller.live.history({ vehicleId: foreign.id, ...range }), 'FORBIDDEN', 'errors:forbidden');
  });

  it('refuses an empty, reversed or longer than 31 days range', async () => {
    const { owner, van } = await fleet();
    const now = Date.now();
    for (const [from, to] of [
      [now, now],
      [now, now - minute],
      [now - 32 * day, now],
    ]) {
      const error = await expectTrpcError(owner.caller.live.history({ vehicleId: van.id, from: from!, to: to! }), 'BAD_REQUEST');
      expect(fieldErrors(error).to).toEqual(['live:history.badRange']);
    }
  });

  it('refuses instants past year 9999 as bad input, not a server error (the fuzzer found 9,007,196,576,340,991)', async () => {
    const { owner, van } = await fleet();
    const to = Number.MAX_SAFE_INTEGER;
    await expectTrpcError(owner.caller.live.history({ vehicleId: van.id, from: to - day, to }), 'BAD_REQUEST');
  });

  it('carries the points of the range oldest first, their distance, and no other vehicle', async () => {
    const { owner, van, foreign } = await fleet();
    await insertTrack(db(), van.id, 30);
    await insertTrack(db(), van.id, 10, { endMsAgo: 2 * day });
    await insertTrack(db(), foreign.id, 30);
    const now = Date.now();
    const history = await owner.caller.live.history({ vehicleId: van.id, from: now - 60 * minute, to: now + minute });
    expect(history).toMatchObject({ vehicleId: van.id, name: 'A van', count: 30, stops: [] });
    const columns = decodeSnapshot(history.points, history.from);
    expect(columns.time).toHaveLength(30);
    expect([...columns.time]).toEqual([...columns.time].sort((a, b) => a - b));
    expect(columns.lat[29]).toBeCloseTo(44.8 + 29 * 0.001, 6);
    // 29 legs of 0.001° north and east at 44.8°: ~136 m each.
    expect(history.distanceM).toBeGreaterThan(29 * 130);
    expect(history.distanceM).toBeLessThan(29 * 142);
    const older = await owner.caller.live.history({ vehicleId: van.id, from: now - 3 * day, to: now - day });
    expect(older.count).toBe(10);
  });

  it('marks a stay longer than 10 minutes with its time', async () => {
    const { owner, van } = await fleet();
    const start = Date.now() - 2 * 60 * minute;
    const at = (minutes: number, lat: number) => ({ vehicleId: van.id, recordedAt: new Date(start + minutes * minute), lat, lon: 20.4 });
    await db()
      .insert(positions)
      .values([at(0, 44.8), at(5, 44.81), at(6, 44.81), at(20, 44.8101), at(25, 44.83)]);
    const history = await owner.caller.live.history({ vehicleId: van.id, from: start, to: start + 60 * minute });
    expect(history.stops).toEqual([{ from: start + 5 * minute, to: start + 20 * minute, lon: 20.4, lat: 44.81 }]);
  });

  it('reads nothing older than retention keeps (30 days), even before the prune ran', async () => {
    const { owner, van } = await fleet();
    const now = Date.now();
    await insertTrack(db(), van.id, 1, { endMsAgo: 30 * day + 60 * minute });
    await insertTrack(db(), van.id, 1, { endMsAgo: 30 * day - 60 * minute, lat: 45 });
    const history = await owner.caller.live.history({ vehicleId: van.id, from: now - 31 * day, to: now - 29 * day });
    expect(history.count).toBe(1);
    expect(decodeSnapshot(history.points, history.from).lat[0]).toBeCloseTo(45, 6);
    expect(history.keptFrom).not.toBeNull();
    expect(history.from).toBe(history.keptFrom);
    expect(Math.abs(history.from - (now - 30 * day))).toBeLessThan(10_000);
  });
});
