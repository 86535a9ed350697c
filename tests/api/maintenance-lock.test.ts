/**
 * Scheduled maintenance runs once, not once per process: on PostgreSQL two processes' rounds (two
 * schedules, each with its own lock connection, on one database) run the clean-up on one of them
 * only, the same one each round, and the other takes over once it stops. The embedded database has
 * one process, whose rounds always run.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startMaintenance, type Maintenance } from '@/server/services/maintenance/maintenance';
import { testDatabaseKind, testDatabaseUrl, useTestDatabase } from './helpers/database';

const database = useTestDatabase();
const started: Maintenance[] = [];

function schedule(): Maintenance {
  const db = database();
  // An hour between rounds: the test drives them itself.
  const maintenance = startMaintenance(db, { lockUrl: testDatabaseUrl(db), intervalMs: 3_600_000 });
  started.push(maintenance);
  return maintenance;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((maintenance) => maintenance.stop()));
});

describe.runIf(testDatabaseKind === 'postgres')('maintenance across processes on postgres', () => {
  it('runs in one process only, each round, until that process stops', async () => {
    const a = schedule();
    const b = schedule();
    const first = [await a.runOnce(), await b.runOnce()];
    expect(first.filter(Boolean)).toHaveLength(1);
    // The same process keeps it, round after round.
    expect([await a.runOnce(), await b.runOnce()]).toEqual(first);
    const [holder, other] = first[0] ? [a, b] : [b, a];
    await holder.stop();
    expect(await other.runOnce()).toBe(true);
  });
});

describe.runIf(testDatabaseKind === 'pglite')('maintenance on pglite', () => {
  it('runs every round of its one process', async () => {
    const only = schedule();
    expect([await only.runOnce(), await only.runOnce()]).toEqual([true, true]);
  });
});
