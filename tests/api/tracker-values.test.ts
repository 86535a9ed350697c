/**
 * Issue 22, item 4: values no column can hold are the sender's error. They answer 400 naming the
 * field (a 503 would have the tracker send them again for ever), nothing is stored, and the log line
 * names the field, never SQL or the values.
 */
import { describe, expect, it } from 'vitest';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { useLogLines } from './helpers/log-lines';
import { storedPositions, trackedVehicle, unixAgo, useTrackerServers } from './helpers/trackers';

const db = useTestDatabase();
const servers = useTrackerServers(db);

const lines = useLogLines();

const get = (query: string) => fetch(`${servers().api}/api/osmand?${query}`);
const postJson = (body: string) =>
  fetch(`${servers().api}/api/osmand`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

async function expectRefused(response: Response, reason: string) {
  expect(response.status).toBe(400);
  expect(await response.text()).toBe(`${reason}\n`);
  const logged = lines.filter((line) => line.message === 'tracker request refused');
  expect(logged.map((line) => line.reason)).toEqual([reason]);
  const text = JSON.stringify(lines);
  expect(text).not.toMatch(/insert into|select |json_to_recordset|1e\+?308|1e\+?39/i);
  lines.length = 0;
}

describe(`out-of-range tracker values on ${testDatabaseKind}`, () => {
  it('answers 400 in the parameter form, names the field in the answer and the log, and stores nothing', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const fix = `id=${trackerId}&timestamp=${unixAgo(10)}&lat=44.8&lon=20.4`;
    for (const [extra, reason] of [
      ['altitude=1e308', 'altitude out of range'],
      ['accuracy=1e39', 'accuracy out of range'],
      ['speed=1e308', 'speed out of range'],
      ['speed=NaN', 'malformed speed'],
      ['speed=Infinity', 'malformed speed'],
      ['altitude=-Infinity', 'malformed altitude'],
    ] as const)
      await expectRefused(await get(`${fix}&${extra}`), reason);
    await expectRefused(await get(`id=${trackerId}%00&timestamp=${unixAgo(10)}&lat=44.8&lon=20.4`), 'malformed device id');
    // A heartbeat (no position) is checked too.
    await expectRefused(await get(`id=a%00b`), 'malformed device id');
    expect(await storedPositions(db(), vehicleId)).toEqual([]);
  });

  it("answers 400 to Traccar Client's JSON alike", async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const body = (coords: Record<string, number>, deviceId = JSON.stringify(trackerId)) =>
      `{"device_id":${deviceId},"location":{"timestamp":"${new Date(Date.now() - 10_000).toISOString()}",` +
      `"coords":${JSON.stringify({ latitude: 44.8, longitude: 20.4, ...coords })}}}`;
    await expectRefused(await postJson(body({ altitude: 1e308 })), 'altitude out of range');
    await expectRefused(await postJson(body({ accuracy: 1e39 })), 'accuracy out of range');
    await expectRefused(await postJson(body({ speed: 1e308 })), 'speed out of range');
    await expectRefused(await postJson(body({}, '"a\\u0000b"')), 'malformed device id');
    await expectRefused(await postJson(body({}, '"a\\ud800"')), 'malformed device id');
    await expectRefused(await postJson(body({}).replace('"latitude":44.8', '"latitude":NaN')), 'malformed JSON');
    expect(await storedPositions(db(), vehicleId)).toEqual([]);
  });

  it('still stores the largest values a real vehicle reports', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const response = await get(`id=${trackerId}&timestamp=${unixAgo(10)}&lat=44.8&lon=20.4&altitude=8848&accuracy=5000&speed=500`);
    expect(response.status).toBe(200);
    expect(await storedPositions(db(), vehicleId)).toMatchObject([{ altitudeM: 8848, accuracyM: 5000 }]);
  });
});
