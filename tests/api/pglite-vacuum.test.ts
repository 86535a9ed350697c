/**
 * The embedded database has no autovacuum (db/pglite-vacuum.ts): the maintenance round does its work.
 * A table never vacuumed is vacuumed and analyzed; then only a table whose rows changed past
 * autovacuum's thresholds is; and the planner then knows the table's rows.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/server/db/rows';
import { vacuumAsAutovacuumWould } from '@/server/db/pglite-vacuum';
import { rateLimitEvents } from '@/server/db/schema';
import { startMaintenance } from '@/server/services/maintenance/maintenance';
import { testDatabaseKind, useTestDatabase } from './helpers/database';

const database = useTestDatabase();

/** What the statistics say of `table`: its rows as last counted, and how many of its columns the planner has statistics on. */
async function statisticsOf(table: string) {
  const db = database();
  const [counted] = await rowsOf<{ reltuples: number }>(db, sql`select reltuples from pg_class where relname = ${table}`);
  const [columns] = await rowsOf<{ count: number }>(db, sql`select count(*)::int as count from pg_stats where tablename = ${table}`);
  return { rows: counted?.reltuples, columns: columns?.count };
}

/** The counters autovacuum reads are written out at most once a second; this writes them now. */
async function flushCounters() {
  await database().execute(sql`select pg_stat_force_next_flush()`);
  await database().execute(sql`select 1`);
}

describe.runIf(testDatabaseKind === 'pglite')('vacuum on pglite', () => {
  it('vacuums and analyzes what autovacuum would, and nothing else', async () => {
    const db = database();
    // A new database: no table vacuumed or analyzed yet.
    expect(await statisticsOf('rate_limit_events')).toEqual({ rows: -1, columns: 0 });
    const first = await vacuumAsAutovacuumWould(db);
    expect(first.vacuumed).toContain('rate_limit_events');
    expect(first.analyzed).toContain('transports');
    await flushCounters();
    expect(await vacuumAsAutovacuumWould(db)).toEqual({ vacuumed: [], analyzed: [] });

    // 1,100 new rows: past the insert threshold (1,000) and the analyze one (50).
    await db.insert(rateLimitEvents).values(Array.from({ length: 1_100 }, (_, index) => ({ key: `key-${index % 7}` })));
    await flushCounters();
    expect(await vacuumAsAutovacuumWould(db)).toEqual({ vacuumed: ['rate_limit_events'], analyzed: ['rate_limit_events'] });
    const counted = await statisticsOf('rate_limit_events');
    expect(counted).toEqual({ rows: 1_100, columns: expect.any(Number) });
    expect(counted.columns).toBeGreaterThan(0);

    // Half of them deleted: dead rows past 50 + 20 % of the table, a vacuum (and an analyze: 550 changes).
    await db.execute(sql`delete from rate_limit_events where key in ('key-0', 'key-1', 'key-2', 'key-3')`);
    await flushCounters();
    expect(await vacuumAsAutovacuumWould(db)).toEqual({ vacuumed: ['rate_limit_events'], analyzed: ['rate_limit_events'] });
  });

  it('prices a page read at random as the cache it comes from does', async () => {
    const [setting] = await rowsOf<{ random_page_cost: string }>(database(), sql`show random_page_cost`);
    expect(setting?.random_page_cost).toBe('1.1');
  });

  it('is part of the embedded database’s maintenance round', async () => {
    const db = database();
    await db.insert(rateLimitEvents).values(Array.from({ length: 60 }, () => ({ key: 'round' })));
    await flushCounters();
    const maintenance = startMaintenance(db, { embedded: true });
    try {
      expect(await maintenance.runOnce()).toBe(true);
    } finally {
      await maintenance.stop();
    }
    await flushCounters();
    const [events] = await rowsOf<{ analyzed: boolean }>(
      db,
      sql`select last_analyze is not null as analyzed from pg_stat_user_tables where relname = 'rate_limit_events'`,
    );
    expect(events?.analyzed).toBe(true);
  });
});
