/** The batching writer on a real database: shared commits, acknowledgement after commit, a bad report failing alone. */
import { describe, expect, it } from 'vitest';
import { createPositionWriter } from '@/server/tracking/position-writer';
import { storeBatch } from '@/server/tracking/store-batch';
import type { TrackerPoint } from '@/server/tracking/tracker-point';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { latestOf, storedPositions, trackedVehicle } from './helpers/trackers';

const db = useTestDatabase();

function pointAt(secondsAgo: number, lat = 45): TrackerPoint {
  return {
    recordedAt: new Date(Date.now() - secondsAgo * 1000),
    lat,
    lon: 19,
    speedKmh: 50,
    heading: 90,
    altitudeM: null,
    accuracyM: null,
    batteryPct: null,
  };
}

describe(`position writer on ${testDatabaseKind}`, () => {
  it('stores reports queued together in one commit, and each write resolves after it', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const writer = createPositionWriter(db(), { delayMs: 20 });
    const commits: number[] = [];
    writer.onCommit((rows) => commits.push(rows.length));
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => writer.write({ deviceId: trackerId, points: [pointAt(100 - i)] })),
    );
    expect(outcomes).toEqual(Array(30).fill('stored'));
    expect(commits).toEqual([30]);
    expect(await storedPositions(db(), vehicleId)).toHaveLength(30);
  });

  it('never puts more than maxPoints in one batch', async () => {
    const { trackerId } = await trackedVehicle(db());
    const writer = createPositionWriter(db(), { delayMs: 20, maxPoints: 10 });
    const commits: number[] = [];
    writer.onCommit((rows) => commits.push(rows.length));
    await Promise.all(Array.from({ length: 25 }, (_, i) => writer.write({ deviceId: trackerId, points: [pointAt(200 - i)] })));
    expect(commits.reduce((a, b) => a + b, 0)).toBe(25);
    expect(Math.max(...commits)).toBeLessThanOrEqual(10);
  });

  it('fails a report that cannot be stored alone, stores none of its points, and stores its batch-mates', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const writer = createPositionWriter(db(), { delayMs: 20 });
    const good = writer.write({ deviceId: trackerId, points: [pointAt(30, 45.1)] });
    const bad = writer.write({ deviceId: trackerId, points: [pointAt(20, 45.2), { ...pointAt(10), recordedAt: new Date(Number.NaN) }] });
    const unknown = writer.write({ deviceId: 'nobody', points: [pointAt(5)] });
    await expect(bad).rejects.toThrow();
    expect(await good).toBe('stored');
    expect(await unknown).toBe('unknownDevice');
    expect((await storedPositions(db(), vehicleId)).map((row) => row.lat)).toEqual([45.1]);
    expect((await latestOf(db(), vehicleId))?.lat).toBe(45.1);
  });

  it('keeps the newest point of a batch as the latest, whatever order the batch arrived in', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const writer = createPositionWriter(db(), { delayMs: 20 });
    await Promise.all([
      writer.write({ deviceId: trackerId, points: [pointAt(10, 45.002)] }),
      writer.write({ deviceId: trackerId, points: [pointAt(50, 45.001)] }),
    ]);
    expect((await latestOf(db(), vehicleId))?.lat).toBe(45.002);
  });

  it('stores the next batch while an earlier one is still committing', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    // The first batch waits until released, as a slow commit would.
    const store: typeof storeBatch = async (database, reports) => {
      if (++calls === 1) await held;
      return storeBatch(database, reports);
    };
    const writer = createPositionWriter(db(), { delayMs: 1, store });
    const first = writer.write({ deviceId: trackerId, points: [pointAt(20, 45.1)] });
    await expect.poll(() => calls).toBe(1);
    expect(await writer.write({ deviceId: trackerId, points: [pointAt(10, 45.2)] })).toBe('stored');
    expect((await storedPositions(db(), vehicleId)).map((row) => row.lat)).toEqual([45.2]);
    release();
    expect(await first).toBe('stored');
    expect((await latestOf(db(), vehicleId))?.lat).toBe(45.2);
  });

  it('stores a duplicate once and never moves the latest back when batches commit side by side', async () => {
    const { vehicleId, trackerId } = await trackedVehicle(db());
    const writer = createPositionWriter(db(), { delayMs: 1, maxPoints: 1, parallel: 4 });
    const seconds = [40, 10, 30, 10, 50, 20, 10, 60];
    const now = Date.now();
    const pointsOf = (ago: number) => [{ ...pointAt(ago, 45 + 0.01 / ago), recordedAt: new Date(now - ago * 1000) }];
    const outcomes = await Promise.all(seconds.map((ago) => writer.write({ deviceId: trackerId, points: pointsOf(ago) })));
    expect(outcomes).toEqual(Array(seconds.length).fill('stored'));
    expect(await storedPositions(db(), vehicleId)).toHaveLength(new Set(seconds).size);
    expect((await latestOf(db(), vehicleId))?.lat).toBe(45 + 0.01 / 10);
  });
});
