/** Issue 11, the customer follows the load: the owner's view, the transporter's pause, and share links for the recipient. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { distanceLeftKm } from '@/lib/eta';
import { trackingShares, vehicles } from '@/server/db/schema';
import { hashShareToken } from '@/server/services/tracking/share-tokens';
import { callerFor } from './helpers/caller';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { addVehicle, jobWon } from './helpers/jobs';
import { createAccount, createTransporter, validTransportInput } from './helpers/transports';
import { addPositions, jobInTransit, onTheRoad } from './helpers/tracking';
import { inOrder } from './helpers/deliveries';

const db = useTestDatabase();
const sarajevo = { lat: 43.8563, lon: 18.4131 };
const tokenOf = (path: string) => path.replace(/^\/track\//, '');

describe(`tracking.forTransport on ${testDatabaseKind}`, () => {
  it('shows the owner the live vehicle, the distance left and an ETA from its recent speed', async () => {
    const job = await jobInTransit(db());
    await addPositions(db(), job.vehicle.id, onTheRoad);
    const before = Date.now();
    const view = await job.owner.caller.tracking.forTransport({ transportId: job.id });
    expect(view).toMatchObject({
      state: 'live',
      status: 'IN_TRANSIT',
      position: { lat: 44.39, lon: 19.15 },
      speedKmh: 75,
      destination: sarajevo,
    });
    const left = distanceLeftKm({ lat: 44.39, lon: 19.15 }, sarajevo);
    expect(view.distanceLeftKm).toBeCloseTo(left, 6);
    const hours = left / 75;
    // A Date keeps whole milliseconds: within the millisecond of `before`, the ETA is its fraction short.
    expect(view.eta!.getTime()).toBeGreaterThanOrEqual(Math.floor(before + hours * 3_600_000));
    expect(view.eta!.getTime()).toBeLessThanOrEqual(Date.now() + hours * 3_600_000);
    // Nothing about the fleet or the vehicle beyond its position.
    expect(Object.keys(view).sort()).toEqual([
      'destination',
      'distanceLeftKm',
      'eta',
      'phase',
      'position',
      'recordedAt',
      'speedKmh',
      'state',
      'status',
    ]);
  });

  it('a tracker quiet for over 5 minutes shows when and where it was last seen, without an ETA', async () => {
    const job = await jobInTransit(db());
    await addPositions(db(), job.vehicle.id, [{ minutesAgo: 12, lat: 44.1, lon: 18.9, speedKmh: 70 }]);
    const view = await job.owner.caller.tracking.forTransport({ transportId: job.id });
    expect(view).toMatchObject({ state: 'quiet', position: { lat: 44.1, lon: 18.9 } });
    expect(view.recordedAt!.getTime()).toBeLessThan(Date.now() - 11 * 60_000);
    expect(view.eta).toBeUndefined();
  });

  it('no position yet is unknown; a transport not yet in transit is inactive', async () => {
    const job = await jobInTransit(db());
    expect(await job.owner.caller.tracking.forTransport({ transportId: job.id })).toEqual({
      state: 'unknown',
      status: 'IN_TRANSIT',
      destination: sarajevo,
    });
    const carrier = await createTransporter(db());
    const awarded = await jobWon(db(), carrier);
    expect(await awarded.owner.caller.tracking.forTransport({ transportId: awarded.id })).toEqual({
      state: 'inactive',
      status: 'AWARDED',
      destination: sarajevo,
    });
  });

  it('a vehicle whose sharing the transporter paused shows "paused", never a position; resuming shows it again', async () => {
    const job = await jobInTransit(db());
    await addPositions(db(), job.vehicle.id, onTheRoad);
    expect(await job.carrier.caller.tracking.setSharingPaused({ vehicleId: job.vehicle.id, paused: true })).toEqual({
      id: job.vehicle.id,
      sharingPaused: true,
    });
    expect(await job.owner.caller.tracking.forTransport({ transportId: job.id })).toEqual({
      state: 'paused',
      status: 'IN_TRANSIT',
      destination: sarajevo,
    });
    expect((await job.carrier.caller.fleet.list()).find((vehicle) => vehicle.id === job.vehicle.id)?.sharingPaused).toBe(true);
    await job.carrier.caller.tracking.setSharingPaused({ vehicleId: job.vehicle.id, paused: false });
    expect((await job.owner.caller.tracking.forTransport({ transportId: job.id })).state).toBe('live');
  });

  it('only the company pauses its own vehicles; customers may not', async () => {
    const job = await jobInTransit(db());
    const rival = await createTransporter(db());
    await expectTrpcError(
      rival.caller.tracking.setSharingPaused({ vehicleId: job.vehicle.id, paused: true }),
      'NOT_FOUND',
      'fleet:error.notFound',
    );
    await expectTrpcError(job.owner.caller.tracking.setSharingPaused({ vehicleId: job.vehicle.id, paused: true }), 'FORBIDDEN');
    const [row] = await db().select({ paused: vehicles.sharingPaused }).from(vehicles).where(eq(vehicles.id, job.vehicle.id));
    expect(row?.paused).toBe(false);
  });

  it('anyone but the owner (a stranger, the hired transporter) gets NOT_FOUND; an anonymous caller is UNAUTHORIZED', async () => {
    const job = await jobInTransit(db());
    await addPositions(db(), job.vehicle.id, onTheRoad);
    const stranger = await createAccount(db(), 'USER');
    await expectTrpcError(stranger.caller.tracking.forTransport({ transportId: job.id }), 'NOT_FOUND', 'transports:notFound');
    await expectTrpcError(job.carrier.caller.tracking.forTransport({ transportId: job.id }), 'NOT_FOUND', 'transports:notFound');
    await expectTrpcError(job.carrier.caller.tracking.shares.create({ transportId: job.id }), 'NOT_FOUND', 'transports:notFound');
    await expectTrpcError(callerFor(db()).tracking.forTransport({ transportId: job.id }), 'UNAUTHORIZED');
  });
});

describe(`tracking share links on ${testDatabaseKind}`, () => {
  it('works without log-in and shows only this transport, its vehicle and ETA; only the hash is stored', async () => {
    const job = await jobInTransit(db());
    await addPositions(db(), job.vehicle.id, onTheRoad);
    // Another vehicle of the same company, on the road too: never in the answer.
    const other = await addVehicle(db(), job.carrier.company.id);
    await addPositions(db(), other.id, [{ minutesAgo: 1, lat: 45.5137, lon: 15.9371, speedKmh: 50 }]);
    const share = await job.owner.caller.tracking.shares.create({ transportId: job.id });
    const token = tokenOf(share.path);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await db().select().from(trackingShares).where(eq(trackingShares.id, share.id));
    expect(stored?.tokenHash).toBe(hashShareToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const seen = await callerFor(db(), { ip: '10.0.0.1' }).tracking.shared({ token });
    expect(seen).toMatchObject({
      title: 'Move my books',
      from: 'Beograd',
      to: 'Sarajevo',
      status: 'IN_TRANSIT',
      state: 'live',
      vehicle: { plate: job.vehicle.plate, type: job.vehicle.type },
      position: { lat: 44.39, lon: 19.15 },
    });
    expect(seen.eta).toBeInstanceOf(Date);
    const text = JSON.stringify(seen);
    for (const secret of [
      job.owner.user.name,
      job.owner.user.email,
      job.carrier.company.name,
      job.carrier.user.email,
      other.plate,
      'Ferhadija',
      '45.5137', // the other vehicle's position (a plain 45.5 could be part of a time)
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('lists the links and refuses after revocation with the translated NOT_FOUND', async () => {
    const job = await jobInTransit(db());
    const share = await job.owner.caller.tracking.shares.create({ transportId: job.id });
    const anonymous = callerFor(db(), { ip: '10.0.0.2' });
    expect((await anonymous.tracking.shared({ token: tokenOf(share.path) })).state).toBe('unknown');
    const stranger = await createAccount(db(), 'USER');
    await expectTrpcError(stranger.caller.tracking.shares.revoke({ id: share.id }), 'NOT_FOUND', 'tracking:share.notFound');
    await job.owner.caller.tracking.shares.revoke({ id: share.id });
    await expectTrpcError(anonymous.tracking.shared({ token: tokenOf(share.path) }), 'NOT_FOUND', 'tracking:shared.notFound');
    const [listed] = await job.owner.caller.tracking.shares.list({ transportId: job.id });
    expect(listed).toMatchObject({ id: share.id, expired: false });
    expect(listed?.revokedAt).toBeInstanceOf(Date);
    await expectTrpcError(stranger.caller.tracking.shares.list({ transportId: job.id }), 'NOT_FOUND', 'transports:notFound');
  });

  it('refuses after its expiry, and an expiry in the past is refused at creation', async () => {
    const job = await jobInTransit(db());
    const share = await job.owner.caller.tracking.shares.create({ transportId: job.id, expiresAt: new Date(Date.now() + 60_000) });
    const anonymous = callerFor(db(), { ip: '10.0.0.3' });
    await anonymous.tracking.shared({ token: tokenOf(share.path) });
    await db()
      .update(trackingShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(trackingShares.id, share.id));
    await expectTrpcError(anonymous.tracking.shared({ token: tokenOf(share.path) }), 'NOT_FOUND', 'tracking:shared.notFound');
    expect((await job.owner.caller.tracking.shares.list({ transportId: job.id }))[0]?.expired).toBe(true);
    await expectTrpcError(
      job.owner.caller.tracking.shares.create({ transportId: job.id, expiresAt: new Date(Date.now() - 60_000) }),
      'BAD_REQUEST',
    );
  });

  it('a link`s name is one line of text, as every name is', async () => {
    const job = await jobInTransit(db());
    await expectTrpcError(job.owner.caller.tracking.shares.create({ transportId: job.id, label: 'Warehouse\nand more' }), 'BAD_REQUEST');
    const share = await job.owner.caller.tracking.shares.create({ transportId: job.id, label: '  Warehouse  ' });
    expect((await job.owner.caller.tracking.shares.list({ transportId: job.id })).find(({ id }) => id === share.id)?.label).toBe(
      'Warehouse',
    );
  });

  it('stops following at delivery (share-links-delivered.test.ts); cannot be made before a transporter is hired; a made-up token is NOT_FOUND', async () => {
    const job = await jobInTransit(db());
    const anonymous = callerFor(db(), { ip: '10.0.0.4' });
    await job.owner.caller.transports.markDelivered(await inOrder(db(), job.id));
    await expectTrpcError(job.owner.caller.tracking.shares.create({ transportId: job.id }), 'CONFLICT', 'tracking:share.notShareable');
    const owner = await createAccount(db(), 'USER');
    const { id } = await owner.caller.transports.create(validTransportInput());
    await expectTrpcError(owner.caller.tracking.shares.create({ transportId: id }), 'CONFLICT', 'tracking:share.notShareable');
    await expectTrpcError(anonymous.tracking.shared({ token: 'not-a-token' }), 'NOT_FOUND', 'tracking:shared.notFound');
  });

  it('a paused vehicle shows "paused" through the link too', async () => {
    const job = await jobInTransit(db());
    await addPositions(db(), job.vehicle.id, onTheRoad);
    const share = await job.owner.caller.tracking.shares.create({ transportId: job.id });
    await job.carrier.caller.tracking.setSharingPaused({ vehicleId: job.vehicle.id, paused: true });
    const seen = await callerFor(db(), { ip: '10.0.0.5' }).tracking.shared({ token: tokenOf(share.path) });
    expect(seen.state).toBe('paused');
    expect(seen).not.toHaveProperty('position');
    expect(seen).not.toHaveProperty('recordedAt');
  });

  it('is rate-limited per address', async () => {
    const anonymous = callerFor(db(), { ip: '10.9.9.9' });
    for (let i = 0; i < 120; i++) await expectTrpcError(anonymous.tracking.shared({ token: `guess-${i}` }), 'NOT_FOUND');
    await expectTrpcError(anonymous.tracking.shared({ token: 'guess-more' }), 'TOO_MANY_REQUESTS', 'tracking:shared.tooMany');
  });
});
