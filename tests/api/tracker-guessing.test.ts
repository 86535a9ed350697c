/**
 * Tracker ids cannot be probed: an address that sent too many refused requests is answered as a
 * known tracker would be, while a real tracker at that address still stores its points (Traccar
 * Client's JSON and OsmAnd's query form), and the fleet form's "tracker taken" stops confirming
 * another company's ids after a few answers.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimitEvents } from '@/server/db/schema';
import { mayRefuseTracker, trackerGuessLimits } from '@/server/services/tracking/tracker-guesses';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError } from './helpers/errors';
import { storedPositions, trackedVehicle, unixAgo, useTrackerServers } from './helpers/trackers';
import { createTransporter } from './helpers/transports';
import { validVehicle } from './helpers/vehicles';

const db = useTestDatabase();
const servers = useTrackerServers(db);
const { max: refusals } = trackerGuessLimits.refusalsPerAddress;
const { max: takenAnswers } = trackerGuessLimits.takenAnswersPerUser;

const get = (query: string) => fetch(`${servers().api}/api/osmand?${query}`);
const postJson = (body: unknown) =>
  fetch(`${servers().api}/api/osmand`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const traccarClient = (deviceId: string, latitude: number) =>
  postJson({ device_id: deviceId, location: { timestamp: new Date().toISOString(), coords: { latitude, longitude: 18 } } });

beforeEach(async () => {
  await db().delete(rateLimitEvents);
});

describe(`tracker id guessing at the endpoint on ${testDatabaseKind}`, () => {
  it('answers unknown ids and malformed requests as for a known id once the address spent its refusals', async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < refusals; guess += 1) statuses.push((await get(`id=trk-guess-${guess}&lat=45&lon=19`)).status);
    expect(new Set(statuses)).toEqual(new Set([404]));
    for (const query of [
      'id=trk-guess-x&lat=45&lon=19',
      'id=trk-guess-y&lat=45&lon=19&valid=false',
      'id=trk-guess-z&batt=40',
      'lat=45&lon=19',
    ]) {
      const response = await get(query);
      expect(response.status, query).toBe(200);
      expect(await response.text()).toBe('');
    }
    expect((await traccarClient('trk-guess-json', 45)).status).toBe(200);
  });

  it('counts malformed requests too, and still stores a real tracker at the same address in both forms', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    for (let guess = 0; guess < refusals; guess += 1) expect((await get(`id=x${guess}&lat=91&lon=19`)).status).toBe(400);
    expect((await get('id=trk-guess&lat=45&lon=19')).status).toBe(200);
    expect((await get(`id=${trackerId}&lat=44.1&lon=18.1&timestamp=${unixAgo(20)}`)).status).toBe(200);
    expect((await traccarClient(trackerId, 44.2)).status).toBe(200);
    expect((await storedPositions(db(), vehicleId)).map((row) => row.lat)).toEqual([44.1, 44.2]);
  });

  it('keeps each address its own budget', async () => {
    for (let i = 0; i < refusals; i += 1) expect(await mayRefuseTracker(db(), '203.0.113.9')).toBe(true);
    expect(await mayRefuseTracker(db(), '203.0.113.9')).toBe(false);
    expect(await mayRefuseTracker(db(), '198.51.100.7')).toBe(true);
    expect((await get('id=trk-unknown&lat=45&lon=19')).status).toBe(404);
  });

  it('keeps no row for a refusal past the limit, so a flood does not grow the table', async () => {
    for (let i = 0; i < refusals + 20; i += 1) await mayRefuseTracker(db(), '203.0.113.10');
    expect(await db().$count(rateLimitEvents)).toBe(refusals);
  });
});

describe(`"tracker taken" in the fleet form on ${testDatabaseKind}`, () => {
  it("stops confirming another company's tracker ids after a few answers, and then refuses free ids alike", async () => {
    const victim = await trackedVehicle(db());
    const prober = await createTransporter(db());
    for (let i = 0; i < takenAnswers; i += 1) {
      await expectTrpcError(
        prober.caller.fleet.create(validVehicle({ trackerId: victim.trackerId })),
        'CONFLICT',
        'fleet:error.trackerTaken',
      );
    }
    await expectTrpcError(
      prober.caller.fleet.create(validVehicle({ trackerId: victim.trackerId })),
      'TOO_MANY_REQUESTS',
      'fleet:error.trackerChecksSpent',
    );
    await expectTrpcError(prober.caller.fleet.create(validVehicle()), 'TOO_MANY_REQUESTS', 'fleet:error.trackerChecksSpent');
    const { id } = await prober.caller.fleet.create(validVehicle({ trackerId: null }));
    const kept = validVehicle();
    await expectTrpcError(prober.caller.fleet.update({ id, ...kept }), 'TOO_MANY_REQUESTS', 'fleet:error.trackerChecksSpent');
    await prober.caller.fleet.update({ id, ...kept, trackerId: null, name: 'Renamed' });
    const other = await createTransporter(db());
    await expectTrpcError(other.caller.fleet.create(validVehicle({ trackerId: victim.trackerId })), 'CONFLICT', 'fleet:error.trackerTaken');
  });

  it("answers a tracker id of the caller's own fleet as taken without counting it, and lets an unchanged id save", async () => {
    const owner = await createTransporter(db());
    const first = validVehicle();
    const { id } = await owner.caller.fleet.create(first);
    for (let i = 0; i < takenAnswers + 2; i += 1) {
      await expectTrpcError(
        owner.caller.fleet.create(validVehicle({ trackerId: first.trackerId })),
        'CONFLICT',
        'fleet:error.trackerTaken',
      );
    }
    const victim = await trackedVehicle(db());
    for (let i = 0; i < takenAnswers; i += 1) {
      await expectTrpcError(
        owner.caller.fleet.update({ id, ...first, trackerId: victim.trackerId }),
        'CONFLICT',
        'fleet:error.trackerTaken',
      );
    }
    await expect(owner.caller.fleet.update({ id, ...first, name: 'Same tracker' })).resolves.toEqual({ id });
  });
});
